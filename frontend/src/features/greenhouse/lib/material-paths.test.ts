import { describe, expect, it } from "vitest";
import { materialPaths } from "./material-paths";

describe("materialPaths", () => {
  it("finds the siblings from the base texture", () => {
    expect(materialPaths("assets/minecraft/textures/block/stone.png")).toEqual({
      base: "assets/minecraft/textures/block/stone.png",
      normal: "assets/minecraft/textures/block/stone_n.png",
      specular: "assets/minecraft/textures/block/stone_s.png",
    });
  });

  it("finds the siblings from a generated map", () => {
    expect(materialPaths("block/iron_block_s.png").base).toBe("block/iron_block.png");
    expect(materialPaths("block/iron_block_n.png").specular).toBe("block/iron_block_s.png");
  });

  it("keeps a PNG base's own extension case, which the converted pack keeps", () => {
    expect(materialPaths("Glow_Stone.PNG")).toEqual({
      base: "Glow_Stone.PNG",
      normal: "Glow_Stone_n.png",
      specular: "Glow_Stone_s.png",
    });
  });

  it("treats other image types by their stem", () => {
    expect(materialPaths("photo.jpg").normal).toBe("photo_n.png");
  });
});
