import { describe, expect, it } from "vitest";
import { alphaIsDataByName } from "./map-preview";

describe("alphaIsDataByName", () => {
  it("is true for LabPBR _n and _s maps, by file name or path, in any case", () => {
    for (const name of [
      "sand_s.png",
      "stone_n.png",
      "Sand_S.PNG",
      "sand_s.tga",
      "assets/minecraft/textures/block/sand_s.png",
    ]) {
      expect(alphaIsDataByName(name)).toBe(true);
    }
  });

  it("is false for base textures and OptiFine's _e overlays, whose alpha is opacity", () => {
    for (const name of ["sand.png", "glass.png", "torch_e.png", "fire_0.png", "notes", ""])
      expect(alphaIsDataByName(name)).toBe(false);
  });
});
