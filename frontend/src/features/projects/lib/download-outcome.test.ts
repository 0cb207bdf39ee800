import { describe, expect, it } from "vitest";
import { downloadStartedToast } from "./download-outcome";

describe("downloadStartedToast", () => {
  it("calls a pack with maps converted, naming the preset and the remade maps", () => {
    expect(downloadStartedToast({ maps: true, remade: [] })).toEqual({
      title: "Download started",
      description: "Your converted resource pack is being downloaded",
    });
    expect(downloadStartedToast({ maps: true, preset: "Rough", remade: ["a_n.png", "a_s.png"] }).description).toBe(
      "Your converted resource pack is being downloaded, made with your default preset “Rough”. 2 maps made before their textures changed were made again",
    );
  });
  it("says a pack without maps holds the textures only, not a converted pack", () => {
    const { description } = downloadStartedToast({ maps: false, preset: "Rough", remade: [] });
    expect(description).toBe(
      "Your resource pack is being downloaded with the textures only: Export settings leave out both normal and specular maps, so it has no LabPBR maps",
    );
    expect(description).not.toContain("converted");
  });
  it("says in the same toast that the download started and which files have no maps", () => {
    expect(downloadStartedToast({ maps: true, remade: [], unconverted: ["facade.jpg"] })).toEqual({
      title: "Download started; some textures have no maps",
      description:
        "Your converted resource pack is being downloaded. facade.jpg could not be read as an image, so it is in the pack as uploaded, without maps.",
      variant: "destructive",
    });
    const many = downloadStartedToast({ maps: false, remade: [], unconverted: ["a.tga", "b.tga", "c.jpg", "d.tif"] });
    expect(many.description).toMatch(
      /textures only.*\. a\.tga, b\.tga, c\.jpg and 1 more could not be read as images, so they are in the pack as uploaded\.$/,
    );
  });
  it("names the files that went from the project while the pack was read, before those without maps", () => {
    expect(downloadStartedToast({ maps: true, remade: [], missing: ["block/stone.png"] })).toEqual({
      title: "Download started; some files are missing",
      description:
        "Your converted resource pack is being downloaded. block/stone.png was deleted or moved while the pack was being read, so it is not in the pack.",
      variant: "destructive",
    });
    const both = downloadStartedToast({ maps: true, remade: [], missing: ["a.png", "b.png"], unconverted: ["c.tga"] });
    expect(both.title).toBe("Download started; some files are missing");
    expect(both.description).toBe(
      "Your converted resource pack is being downloaded. a.png, b.png were deleted or moved while the pack was being read, so they are not in the pack. c.tga could not be read as an image, so it is in the pack as uploaded, without maps.",
    );
  });
});
