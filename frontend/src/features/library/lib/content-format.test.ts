import { describe, expect, it } from "vitest";
import { downloadUrl, formatLibrarySize, libraryTimeLine, previewFor, typeLabel, uploadedAgo } from "./content-format";

describe("formatLibrarySize", () => {
  it("uses Bytes, KB, MB and GB with up to two decimals", () => {
    expect(formatLibrarySize(0)).toBe("0 Bytes");
    expect(formatLibrarySize(274)).toBe("274 Bytes");
    expect(formatLibrarySize(1024)).toBe("1 KB");
    expect(formatLibrarySize(7955)).toBe("7.77 KB");
    expect(formatLibrarySize(5 * 1024 * 1024 + 52429)).toBe("5.05 MB");
    expect(formatLibrarySize(3 * 1024 ** 3)).toBe("3 GB");
    expect(formatLibrarySize(-1)).toBe("—");
  });
});

describe("typeLabel", () => {
  it("shortens known image types and capitalises the rest", () => {
    expect(typeLabel("image/png")).toBe("PNG");
    expect(typeLabel("image/x-tga")).toBe("TGA");
    expect(typeLabel("image/avif")).toBe("AVIF");
    expect(typeLabel("application/x-zip")).toBe("ZIP");
  });
});

const item = (fileType: string, thumbnail = true) => ({
  fileType,
  fileUrl: "/api/uploaded-content/3/file",
  thumbnailUrl: thumbnail ? "/api/uploaded-content/3/thumbnail" : "/api/uploaded-content/3/file",
});

describe("previewFor", () => {
  it("shows the file itself when the browser can draw it", () => {
    expect(previewFor(item("image/png"))).toEqual({ src: "/api/uploaded-content/3/file", fromThumbnail: false });
    expect(previewFor(item("image/webp", false))).toEqual({
      src: "/api/uploaded-content/3/file",
      fromThumbnail: false,
    });
  });

  it("falls back to the PNG thumbnail for TIFF and TGA, and to nothing without one", () => {
    expect(previewFor(item("image/tiff"))).toEqual({ src: "/api/uploaded-content/3/thumbnail", fromThumbnail: true });
    expect(previewFor(item("image/x-tga", false))).toBeNull();
  });

  it("shows no image for types that are not images", () => {
    expect(previewFor(item("application/zip"))).toBeNull();
  });
});

describe("downloadUrl", () => {
  it("asks the file route for an attachment", () => {
    expect(downloadUrl({ fileUrl: "/api/uploaded-content/3/file" })).toBe("/api/uploaded-content/3/file?download");
    expect(downloadUrl({ fileUrl: "/f?x=1" })).toBe("/f?x=1&download");
  });
});

describe("uploadedAgo", () => {
  it("reads like a person: just now, minutes ago, yesterday", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(uploadedAgo("2026-11-22T12:00:00Z", now)).toBe("just now");
    expect(uploadedAgo("2026-11-22T11:57:00Z", now)).toBe("3 minutes ago");
    expect(uploadedAgo("2026-11-21T12:00:00Z", now)).toBe("yesterday");
  });
});

describe("libraryTimeLine", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it("reads the upload time until the item is saved over", () => {
    const item = { uploadDate: "2026-11-20T12:00:00Z", updatedAt: "2026-11-20T12:00:00Z" };
    expect(libraryTimeLine(item, now)).toEqual({ verb: "Uploaded", at: item.uploadDate, ago: "2 days ago" });
  });
  it("reads the update time once the bytes were replaced", () => {
    const item = { uploadDate: "2026-11-20T12:00:00Z", updatedAt: "2026-11-22T11:57:00Z" };
    expect(libraryTimeLine(item, now)).toEqual({ verb: "Updated", at: item.updatedAt, ago: "3 minutes ago" });
  });
});
