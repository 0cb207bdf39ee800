import { describe, expect, it } from "vitest";
import { downloadStartedNotice } from "./download-notice";

describe("downloadStartedNotice", () => {
  it("keeps the spec's sentence for a pack", () => {
    expect(downloadStartedNotice("Faithful.zip")).toEqual({
      title: "Download started",
      description: "Your converted resource pack is being downloaded",
    });
  });

  it("calls a single image's conversion a texture, whatever its type", () => {
    for (const name of ["stone.png", "brick.JPG", "sand.jpeg", "ore.tga", "scan.tiff"]) {
      expect(downloadStartedNotice(name).description).toBe("Your converted texture is being downloaded");
    }
  });
});
