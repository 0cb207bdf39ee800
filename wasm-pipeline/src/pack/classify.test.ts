import { describe, expect, it } from "vitest";
import { baseColorPath, classifyPackPath, mapPath, nonMaterialFolders } from "./classify.js";

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

describe("output names beside a texture", () => {
  // input -> [base colour, _n, _s]: a PNG's base keeps its exact name (a rewritten one replaces it), other
  // formats get the `<stem>.png` the game loads; maps follow the stem's case and are always `.png`.
  const table: [string, string, string, string][] = [
    ["stone.png", "stone.png", "stone_n.png", "stone_s.png"],
    ["Glow_Stone.PNG", "Glow_Stone.PNG", "Glow_Stone_n.png", "Glow_Stone_s.png"],
    ["Glow_Stone.png", "Glow_Stone.png", "Glow_Stone_n.png", "Glow_Stone_s.png"],
    ["rock.Png", "rock.Png", "rock_n.png", "rock_s.png"],
    ["stone.tga", "stone.png", "stone_n.png", "stone_s.png"],
    ["Photo.JPG", "Photo.png", "Photo_n.png", "Photo_s.png"],
    ["a.b.gif", "a.b.png", "a.b_n.png", "a.b_s.png"],
    [
      "assets/minecraft/textures/block/Glow_Stone.PNG",
      "assets/minecraft/textures/block/Glow_Stone.PNG",
      "assets/minecraft/textures/block/Glow_Stone_n.png",
      "assets/minecraft/textures/block/Glow_Stone_s.png",
    ],
  ];
  it.each(table)("%s -> %s, %s, %s", (input, base, normal, specular) => {
    expect([baseColorPath(input), mapPath(input, "n"), mapPath(input, "s")]).toEqual([base, normal, specular]);
  });

  it("never names a base colour so that it differs from its input only in case", () => {
    for (const [input] of table) {
      const base = baseColorPath(input);
      expect(base === input || base.toLowerCase() !== input.toLowerCase(), input).toBe(true);
    }
  });
});
