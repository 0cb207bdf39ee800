import { describe, expect, it } from "vitest";
import { isMaterialTexture, mapPath } from "./texture-roles.js";

describe("isMaterialTexture", () => {
  it.each([
    ["assets/minecraft/textures/block/stone.png", true],
    ["assets/mymod/textures/item/gem.png", true],
    ["assets/minecraft/optifine/ctm/glass/0.png", true],
    ["assets/minecraft/textures/block/stone_n.png", false],
    ["assets/minecraft/textures/block/stone_s.png", false],
    ["assets/minecraft/textures/gui/widgets.png", false],
    ["assets/minecraft/textures/font/ascii.png", false],
    ["assets/minecraft/textures/block/stone.png.mcmeta", false],
    ["pack.png", false],
  ])("%s -> %s", (path, expected) => {
    expect(isMaterialTexture(path)).toBe(expected);
  });

  it("names the maps beside the texture", () => {
    expect(mapPath("a/b/stone.png", "_n")).toBe("a/b/stone_n.png");
    expect(mapPath("grass.jpg", "_s")).toBe("grass_s.png");
  });
});
