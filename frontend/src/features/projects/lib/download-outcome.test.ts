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
});
