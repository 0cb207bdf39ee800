import { describe, expect, it } from "vitest";
import type { ProjectFile } from "../api/types";
import {
  groupTextures,
  isOutOfDateMap,
  mapBasePath,
  mapNames,
  mapSuffix,
  outOfDateMapPaths,
  textureCountText,
} from "./texture-groups";

function file(path: string): ProjectFile {
  return { id: path, name: path.split("/").pop() ?? path, type: "file", status: "completed", size: 1, path };
}

describe("mapBasePath", () => {
  it("names the .png base of a _n or _s map in the same folder", () => {
    expect(mapBasePath("block/stone_n.png")).toBe("block/stone.png");
    expect(mapBasePath("stone_s.png")).toBe("stone.png");
    expect(mapBasePath("stone_s.TGA")).toBe("stone.png");
  });

  it("is null for bases, other suffixes, upper-case suffixes and non-images", () => {
    expect(mapBasePath("stone.png")).toBeNull();
    expect(mapBasePath("stone_e.png")).toBeNull();
    expect(mapBasePath("stone_N.png")).toBeNull();
    expect(mapBasePath("stone_n.txt")).toBeNull();
    expect(mapBasePath("a.b/stone_n")).toBeNull();
  });
});

describe("groupTextures", () => {
  it("puts a texture's animation .mcmeta and its maps' on its card, and makes no card of pack.mcmeta", () => {
    const block = "assets/minecraft/textures/block/";
    const paths = ["pack.mcmeta", "lava.png", "lava.png.mcmeta", "lava_n.png", "lava_n.png.mcmeta", "gone.png.mcmeta"];
    const groups = groupTextures(paths.map((path) => file(path.endsWith("pack.mcmeta") ? path : block + path)));
    expect(
      groups.map((group) => [group.base.path, group.maps.length, group.animations.map((meta) => meta.path)]),
    ).toEqual([[`${block}lava.png`, 1, [`${block}lava.png.mcmeta`, `${block}lava_n.png.mcmeta`]]]);
    expect(
      textureCountText(
        groups,
        paths.map((path) => file(path)),
      ),
    ).toBe("1 texture · 6 files, 4 .mcmeta");
  });

  it("puts a texture's _n and _s on its card, _n first, in the files' order", () => {
    const groups = groupTextures([file("stone_s.png"), file("stone.png"), file("dirt.png"), file("stone_n.png")]);
    expect(groups.map((group) => [group.base.path, group.maps.map((map) => map.path)])).toEqual([
      ["stone.png", ["stone_n.png", "stone_s.png"]],
      ["dirt.png", []],
    ]);
  });

  it("keeps a map whose base is not in the project (or is not a PNG) as a texture of its own", () => {
    const groups = groupTextures([file("ore_n.png"), file("facade.jpg"), file("facade_s.png"), file("x/ore.png")]);
    expect(groups.map((group) => group.base.path)).toEqual(["ore_n.png", "facade.jpg", "facade_s.png", "x/ore.png"]);
    expect(groups.every((group) => group.maps.length === 0)).toBe(true);
  });

  it("matches maps to the base in their own folder only", () => {
    const groups = groupTextures([file("a/stone.png"), file("b/stone.png"), file("b/stone_n.png")]);
    expect(groups.map((group) => group.maps.map((map) => map.path))).toEqual([[], ["b/stone_n.png"]]);
  });

  it("puts a map of a map on the first base's card, as the API counts it", () => {
    const groups = groupTextures([file("stone.png"), file("stone_n.png"), file("stone_n_s.png")]);
    expect(groups.map((group) => [group.base.path, group.maps.map((map) => map.path)])).toEqual([
      ["stone.png", ["stone_n.png", "stone_n_s.png"]],
    ]);
  });
});

describe("groupTextures and the API's texture count", () => {
  // The paths of tests/workers/project-texture-count.test.ts, where the API counts 12 textures.
  it("makes as many cards as the API counts textures, with the same maps on them", () => {
    const block = "assets/minecraft/textures/block/";
    const paths = [
      `${block}stone.png`,
      `${block}stone_n.png`,
      `${block}stone_s.png`,
      `${block}lava_s.png`,
      `${block}glowstone.png`,
      `${block}glowstone_e.png`,
      `${block}dirt.tga`,
      `${block}dirt_n.tga`,
      "torch.png",
      "torch_n.png",
      "other/torch_s.png",
      "Brick.png",
      "Brick_N.png",
      "v1.2_n.png",
      "v1.2.png",
      "a.b_s/c.png",
    ];
    const cards = groupTextures(paths.map(file));
    expect(cards.length).toBe(12);
    expect(cards.flatMap((card) => card.maps.map((map) => map.path))).toEqual([
      `${block}stone_n.png`,
      `${block}stone_s.png`,
      "torch_n.png",
      "v1.2_n.png",
    ]);
  });
});

describe("mapSuffix", () => {
  it("is the map's suffix", () => {
    expect(mapSuffix(file("block/stone_n.png"))).toBe("_n");
    expect(mapSuffix(file("stone_s.png"))).toBe("_s");
  });
});

describe("mapNames", () => {
  it("names a card's maps by suffix", () => {
    expect(mapNames([file("stone_n.png"), file("stone_s.png")])).toBe("_n and _s maps");
    expect(mapNames([file("stone_s.png")])).toBe("_s map");
  });
});

describe("textureCountText", () => {
  const countOf = (paths: string[]) => {
    const files = paths.map((path) => file(path));
    return textureCountText(groupTextures(files), files);
  };

  it("counts textures, and files too when maps sit on the cards", () => {
    expect(countOf(["stone.png"])).toBe("1 texture");
    expect(countOf(["a.png", "b.png"])).toBe("2 textures");
    expect(countOf(["a.png", "a_n.png", "a_s.png"])).toBe("1 texture · 3 files");
  });

  it("counts every stored file as the dashboard's Total Files does, naming the .mcmeta that have no card", () => {
    expect(countOf(["pack.mcmeta", "a.png", "a_n.png", "a_s.png"])).toBe("1 texture · 4 files, 1 .mcmeta");
    expect(countOf(["pack.mcmeta", "a.png"])).toBe("1 texture · 2 files, 1 .mcmeta");
  });
});

describe("out-of-date maps", () => {
  const at = (path: string, lastModified: string, origin: ProjectFile["origin"]) => ({
    ...file(path),
    lastModified,
    origin,
  });
  const base = at("stone.png", "2026-11-25T12:00:00.000Z", "uploaded");

  it("are maps a conversion made before their texture last changed", () => {
    expect(isOutOfDateMap(at("stone_n.png", "2026-11-25T11:00:00.000Z", "converted"), base)).toBe(true);
    expect(isOutOfDateMap(at("stone_n.png", "2026-11-25T12:00:00.000Z", "converted"), base)).toBe(false);
    expect(isOutOfDateMap(at("stone_n.png", "2026-11-25T11:00:00.000Z", "uploaded"), base)).toBe(false);
    expect(isOutOfDateMap(at("stone_n.png", "2026-11-25T11:00:00.000Z", undefined), base)).toBe(false);
  });

  it("are listed by path for the export", () => {
    const files = [
      base,
      at("stone_n.png", "2026-11-25T11:00:00.000Z", "converted"),
      at("stone_s.png", "2026-11-25T11:00:00.000Z", "uploaded"),
      at("dirt.png", "2026-11-25T10:00:00.000Z", "converted"),
      at("dirt_n.png", "2026-11-25T10:00:00.000Z", "converted"),
    ];
    expect([...outOfDateMapPaths(files)]).toEqual(["stone_n.png"]);
  });
});
