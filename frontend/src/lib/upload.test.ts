import { describe, expect, it } from "vitest";
import { HttpError, parseEnvelope } from "./api-client";
import { ApiError } from "./api-error";
import { checkUploadFile, uploadFailure, uploadSettings } from "./upload";

describe("checkUploadFile", () => {
  it("refuses other types, files over 200MB and empty files with the spec's toasts", () => {
    expect(checkUploadFile({ name: "notes.txt", size: 3 })).toEqual({
      title: "Invalid file type",
      description: "Please upload a PNG, JPG, TIFF, TGA, or ZIP file.",
    });
    expect(checkUploadFile({ name: "pack.zip", size: 200 * 1024 * 1024 + 1 })?.title).toBe("File too large");
    expect(checkUploadFile({ name: "stone.PNG", size: 0 })).toEqual({
      title: "Empty file",
      description: "Please select a valid file.",
    });
    expect(checkUploadFile({ name: "stone.tga", size: 10 })).toBeNull();
  });

  it("takes a .tif as it takes a .tiff (Quick Convert and the floating upload button)", () => {
    expect(checkUploadFile({ name: "stone.tif", size: 10 })).toBeNull();
    expect(checkUploadFile({ name: "Stone.TIF", size: 10 })).toBeNull();
    expect(checkUploadFile({ name: "stone.tiff", size: 10 })).toBeNull();
  });

  it("refuses a single texture over 64MB before upload, with the server's wording", () => {
    const limit = 64 * 1024 * 1024;
    expect(checkUploadFile({ name: "stone.png", size: limit })).toBeNull();
    expect(checkUploadFile({ name: "stone.png", size: limit + 1 })).toEqual({
      title: "File too large",
      description: "A single texture can be at most 64MB; resource packs up to 200MB.",
    });
    expect(checkUploadFile({ name: "pack.zip", size: limit + 1 })).toBeNull();
  });
});

describe("uploadSettings", () => {
  it("forces the resource-pack input for a .zip and keeps the defaults otherwise", () => {
    expect(uploadSettings({ name: "Pack.ZIP" }).inputType).toBe("resourcepack");
    const single = uploadSettings({ name: "stone.png" });
    expect(single.inputType).toBe("single");
    expect(single.advancedProcessing.ctmVariations).toBe(47);
    expect(single.normalStrength).toBe(1);
  });
});

describe("uploadFailure", () => {
  it("says '{status} {statusText}'", () => {
    expect(uploadFailure(new HttpError(413, "Payload Too Large", "{}")).description).toBe("413 Payload Too Large");
  });

  it("keeps the server's reason and hint from the error envelope", () => {
    const body = JSON.stringify({
      error: { code: "map_input", message: "Already a LabPBR map", details: { hint: "Choose stone.png" } },
    });
    const expected = "422 Unprocessable Entity: Already a LabPBR map: Choose stone.png";
    expect(
      uploadFailure(new ApiError(422, "Unprocessable Entity", parseEnvelope(body)?.message ?? "")).description,
    ).toBe(expected);
    expect(uploadFailure(new HttpError(422, "Unprocessable Entity", body)).description).toBe(expected);
  });

  it("does not repeat a status text the server sent as its message", () => {
    expect(uploadFailure(new ApiError(413, "Payload Too Large", "Payload Too Large")).description).toBe(
      "413 Payload Too Large",
    );
  });
});
