import { describe, expect, it } from "vitest";
import {
  ACCEPT_ATTRIBUTE,
  checkUploadFile,
  emptyFileNotice,
  extensionOf,
  imageTooLargeNotice,
  invalidTypeNotice,
  isMcmetaName,
  isZipName,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  tooLargeNotice,
} from "./file-checks";

describe("checkUploadFile", () => {
  it("accepts every extension of the spec, case-insensitively", () => {
    for (const name of ["a.png", "b.JPG", "c.jpeg", "d.tiff", "e.TGA", "pack.zip"]) {
      expect(checkUploadFile({ name, size: 10 })).toBeNull();
    }
  });

  it("takes a .tif as the TIFF it is, in the check and the picker's accept list", () => {
    expect(checkUploadFile({ name: "stone.tif", size: 10 })).toBeNull();
    expect(checkUploadFile({ name: "STONE.TIF", size: 10 })).toBeNull();
    expect(ACCEPT_ATTRIBUTE.split(",")).toEqual(expect.arrayContaining([".tif", ".tiff"]));
  });

  it("rejects other types with the spec's toast", () => {
    expect(checkUploadFile({ name: "notes.txt", size: 10 })).toEqual(invalidTypeNotice);
    expect(checkUploadFile({ name: "noextension", size: 10 })).toEqual(invalidTypeNotice);
    expect(checkUploadFile({ name: "image.gif", size: 10 })).toEqual(invalidTypeNotice);
    expect(invalidTypeNotice.description).toBe("Please upload a PNG, JPG, TIFF, TGA, or ZIP file.");
  });

  it("allows exactly 200 MB and rejects one byte more", () => {
    expect(checkUploadFile({ name: "big.zip", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkUploadFile({ name: "big.zip", size: MAX_UPLOAD_BYTES + 1 })).toEqual(tooLargeNotice);
  });

  it("allows a single texture exactly 64 MB and rejects one byte more, as the server does", () => {
    expect(checkUploadFile({ name: "huge.png", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkUploadFile({ name: "huge.TGA", size: MAX_IMAGE_BYTES + 1 })).toEqual(imageTooLargeNotice);
    expect(imageTooLargeNotice).toEqual({
      title: "File too large",
      description: "A single texture can be at most 64MB; resource packs up to 200MB.",
    });
    // Packs keep the 200 MB limit.
    expect(checkUploadFile({ name: "pack.zip", size: MAX_IMAGE_BYTES + 1 })).toBeNull();
  });

  it("rejects empty files", () => {
    expect(checkUploadFile({ name: "empty.png", size: 0 })).toEqual(emptyFileNotice);
  });

  it("checks the type before the size", () => {
    expect(checkUploadFile({ name: "x.exe", size: 0 })).toEqual(invalidTypeNotice);
  });
});

describe("file names", () => {
  it("finds extensions and zips", () => {
    expect(extensionOf("a/b.c/stone.PNG")).toBe(".png");
    expect(extensionOf("README")).toBe("");
    expect(isZipName("Pack.ZIP")).toBe(true);
    expect(isZipName("stone.png")).toBe(false);
  });

  it("knows an animation file, which the picker lets through to go with its image", () => {
    expect(isMcmetaName("sea_lantern.png.MCMETA")).toBe(true);
    expect(isMcmetaName("sea_lantern.png")).toBe(false);
    expect(ACCEPT_ATTRIBUTE.split(",")).toContain(".mcmeta");
    // On its own it is still not an upload: it only means something beside its image.
    expect(checkUploadFile({ name: "sea_lantern.png.mcmeta", size: 10 })).toEqual(invalidTypeNotice);
  });
});
