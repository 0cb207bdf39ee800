import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { filterMaps, projectToPackZip, texturesOnlyZip } from "./pack-layout";

describe("projectToPackZip", () => {
  it("adds a pack.mcmeta when the project has none", () => {
    const zip = projectToPackZip("Mossy", [{ path: "stone.png", bytes: new Uint8Array([1, 2, 3]) }]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(["assets/minecraft/textures/block/stone.png", "pack.mcmeta"]);
    expect(JSON.parse(strFromU8(entries["pack.mcmeta"]!))).toEqual({
      pack: { pack_format: 34, description: "Mossy (LabPBR 1.3)" },
    });
  });
  it("keeps the project's own pack.mcmeta at the root and a texture's animation beside it", () => {
    const meta = strToU8('{"pack":{"pack_format":15,"description":"Ada"}}');
    const zip = projectToPackZip("Mossy", [
      { path: "pack.mcmeta", bytes: meta },
      { path: "lava.png.mcmeta", bytes: strToU8("{}") },
      { path: "lava.png", bytes: new Uint8Array([1]) },
    ]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      "assets/minecraft/textures/block/lava.png",
      "assets/minecraft/textures/block/lava.png.mcmeta",
      "pack.mcmeta",
    ]);
    expect(entries["pack.mcmeta"]).toEqual(meta);
  });
});

describe("filterMaps", () => {
  const zip = zipSync({
    "a/stone.png": strToU8("base"),
    "a/stone_n.png": strToU8("n"),
    "a/stone_s.png": strToU8("s"),
    "a/fire_n.png.mcmeta": strToU8("{}"),
  });
  it("removes normal or specular maps when they are not wanted", () => {
    const noNormals = Object.keys(
      unzipSync(filterMaps(zip, { includeNormal: false, includeSpecular: true, generateHeight: false })),
    );
    expect(noNormals.sort()).toEqual(["a/stone.png", "a/stone_s.png"]);
    const noSpecular = Object.keys(
      unzipSync(filterMaps(zip, { includeNormal: true, includeSpecular: false, generateHeight: false })),
    );
    expect(noSpecular.sort()).toEqual(["a/fire_n.png.mcmeta", "a/stone.png", "a/stone_n.png"]);
  });
  it("returns the archive untouched when both are wanted", () => {
    expect(filterMaps(zip, { includeNormal: true, includeSpecular: true, generateHeight: true })).toBe(zip);
  });
});

describe("texturesOnlyZip", () => {
  it("packs the textures without maps and a pack.mcmeta that does not claim LabPBR", () => {
    const entries = unzipSync(
      texturesOnlyZip("Mossy", [
        { path: "stone.png", bytes: strToU8("base") },
        { path: "stone_n.png", bytes: strToU8("n") },
        { path: "stone_s.png", bytes: strToU8("s") },
        { path: "lava_n.png.mcmeta", bytes: strToU8("{}") },
      ]),
    );
    expect(Object.keys(entries).sort()).toEqual(["assets/minecraft/textures/block/stone.png", "pack.mcmeta"]);
    expect(JSON.parse(strFromU8(entries["pack.mcmeta"]!))).toEqual({ pack: { pack_format: 34, description: "Mossy" } });
  });
  it("takes the LabPBR mark off a converted pack's own pack.mcmeta", () => {
    const meta = strToU8('{"pack":{"pack_format":15,"description":"Lanterns by Ada (LabPBR)"}}');
    const entries = unzipSync(texturesOnlyZip("Mossy", [{ path: "pack.mcmeta", bytes: meta }]));
    expect(JSON.parse(strFromU8(entries["pack.mcmeta"]!)).pack).toEqual({
      pack_format: 15,
      description: "Lanterns by Ada",
    });
  });
});
