import { describe, expect, it } from "vitest";
import { classifyPackPath, mapPath, nonMaterialFolders } from "./classify.js";

describe("classifyPackPath", () => {
  it("treats block, item and entity textures and CTM tiles as materials", () => {
    expect(classifyPackPath("assets/minecraft/textures/block/stone.png")).toEqual({
      kind: "material",
      textureType: "albedo",
    });
    expect(classifyPackPath("assets/mod/textures/item/gem.png")).toMatchObject({ kind: "material" });
    expect(classifyPackPath("assets/minecraft/textures/entity/chest/normal.png")).toMatchObject({
      kind: "material",
    });
    expect(classifyPackPath("assets/minecraft/optifine/ctm/glass/0.png")).toMatchObject({
      kind: "material",
    });
  });

  it("never treats non-material folders as materials", () => {
    for (const folder of nonMaterialFolders) {
      expect(classifyPackPath(`assets/minecraft/textures/${folder}/x.png`).kind).toBe("image");
    }
  });

  it("keeps maps, metadata and other files apart", () => {
    expect(classifyPackPath("assets/minecraft/textures/block/stone_n.png")).toEqual({
      kind: "map",
      textureType: "normal",
    });
    expect(classifyPackPath("assets/minecraft/textures/block/stone_s.png")).toEqual({
      kind: "map",
      textureType: "specular",
    });
    expect(classifyPackPath("assets/minecraft/textures/block/lamp_e.png")).toEqual({
      kind: "map",
      textureType: "emission",
    });
    expect(classifyPackPath("assets/minecraft/textures/block/lava.png.mcmeta").kind).toBe("other");
    expect(classifyPackPath("pack.mcmeta").kind).toBe("pack-meta");
    expect(classifyPackPath("assets/minecraft/optifine/texture.properties").kind).toBe("texture-properties");
    expect(classifyPackPath("assets/minecraft/textures/block/photo.jpg").kind).toBe("image");
  });

  it("names maps beside their texture", () => {
    expect(mapPath("assets/minecraft/textures/block/stone.png", "n")).toBe(
      "assets/minecraft/textures/block/stone_n.png",
    );
  });
});
