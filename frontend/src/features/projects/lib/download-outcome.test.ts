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
});
