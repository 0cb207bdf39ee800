import { readFileSync } from "node:fs";
import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage, type RawImage } from "../types.js";
import { validatePack } from "../validate/validate-pack.js";
import { ctmProperties, formatTiles } from "./ctm-properties.js";
import { buildCtmSet, type CtmSet } from "./ctm-set.js";
import { ctmTileAssignment, generateConnectedTiles, splitCtmSheet } from "./ctm-split.js";
import { tileConnections, tilePriority } from "./ctm-templates.js";

beforeAll(() => initNodeCodecs());

function filled(width: number, height: number, value: (x: number, y: number) => number): RawImage {
  const image = createRawImage(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) image.data.set([value(x, y), 0, 0, 255], (y * width + x) * 4);
  return image;
}

const reds = (image: RawImage) => Array.from({ length: image.width * image.height }, (_, i) => image.data[i * 4]);

async function packOf(set: CtmSet): Promise<Uint8Array> {
  const text = (value: string) => new TextEncoder().encode(value);
  const files: Record<string, Uint8Array> = {
    "pack.mcmeta": text('{"pack": {"pack_format": 34, "description": "ctm"}}'),
    "assets/minecraft/optifine/texture.properties": text("format=lab-pbr/1.3\n"),
    [set.propertiesPath]: text(set.properties),
  };
  for (const tile of set.tiles) {
    files[`${set.folder}${tile.index}.png`] = await encodePng(tile.baseColor);
    files[`${set.folder}${tile.index}_n.png`] = await encodePng(tile.normal);
    files[`${set.folder}${tile.index}_s.png`] = await encodePng(tile.specular);
  }
  return zipSync(files);
}

describe("the standard ctm template", () => {
  it("knows each tile's connections", () => {
    expect(tileConnections(0).size).toBe(0);
    expect(tileConnections(26).size).toBe(8);
    expect([...tileConnections(46)].sort()).toEqual(["bottom", "left", "right", "top"]);
    expect([...tileConnections(1)]).toEqual(["right"]);
    expect([...tileConnections(12)]).toEqual(["bottom"]);
    expect(() => tileConnections(47)).toThrow("CTM tile index must be 0..46, got 47");
  });

  it("orders tiles: fully connected, alone, the 14 other side-only tiles, then the 31 with notches", () => {
    const order = tilePriority();
    expect(order.slice(0, 2)).toEqual([26, 0]);
    expect(new Set(order).size).toBe(47);
    // The side-only tiles are the template's left 4x4 block (columns 0-3 of every row).
    expect(order.slice(2, 16)).toEqual([1, 2, 3, 12, 13, 14, 15, 24, 25, 27, 36, 37, 38, 39]);
  });
});

describe("generateConnectedTiles", () => {
  const white = filled(4, 4, () => 200);

  it("borders unconnected sides and notches unconnected corners (4x4 truth tables)", () => {
    const tiles = generateConnectedTiles(white, { borderWidth: 1, borderShade: 0.5 });
    expect(tiles).toHaveLength(47);
    // prettier-ignore
    expect(reds(tiles[0] as RawImage)).toEqual([
      100, 100, 100, 100, 100, 200, 200, 100, 100, 200, 200, 100, 100, 100, 100, 100,
    ]);
    expect(reds(tiles[26] as RawImage)).toEqual(Array(16).fill(200));
    // prettier-ignore
    expect(reds(tiles[46] as RawImage)).toEqual([
      100, 200, 200, 100, 200, 200, 200, 200, 200, 200, 200, 200, 100, 200, 200, 100,
    ]);
    // Tile 1 connects to the right only: top, bottom and left borders remain.
    // prettier-ignore
    expect(reds(tiles[1] as RawImage)).toEqual([
      100, 100, 100, 100, 100, 200, 200, 200, 100, 200, 200, 200, 100, 100, 100, 100,
    ]);
    expect(reds(white)).toEqual(Array(16).fill(200));
  });

  it("rejects bad tiles and options with a message", () => {
    expect(() => generateConnectedTiles(filled(4, 2, () => 0))).toThrow("A CTM tile must be square, got 4x2");
    expect(() => generateConnectedTiles(white, { borderWidth: 3 })).toThrow(
      "Border width must be an integer in 1..2, got 3",
    );
    expect(() => generateConnectedTiles(white, { borderShade: 2 })).toThrow("Border shade must be in 0..1, got 2");
  });
});

describe("splitCtmSheet", () => {
  it("numbers the 12x4 template row by row and skips the 48th cell", () => {
    const sheet = filled(24, 8, (x, y) => Math.floor(y / 2) * 12 + Math.floor(x / 2));
    const tiles = splitCtmSheet(sheet, "ctm");
    expect(tiles).toHaveLength(47);
    tiles.forEach((tile, index) => {
      expect(reds(tile)).toEqual([index, index, index, index]);
    });
  });

  it("splits compact, horizontal, vertical (either way) and overlay sheets", () => {
    expect(
      splitCtmSheet(
        filled(10, 2, (x) => x),
        "ctm_compact",
      ).map((tile) => reds(tile)[0]),
    ).toEqual([0, 2, 4, 6, 8]);
    expect(
      splitCtmSheet(
        filled(8, 2, (x) => x),
        "horizontal",
      ),
    ).toHaveLength(4);
    expect(
      splitCtmSheet(
        filled(2, 8, (_, y) => y),
        "vertical",
      ).map((tile) => reds(tile)[0]),
    ).toEqual([0, 2, 4, 6]);
    expect(
      splitCtmSheet(
        filled(8, 2, (x) => x),
        "vertical",
      ).map((tile) => reds(tile)[0]),
    ).toEqual([0, 2, 4, 6]);
    const overlay = splitCtmSheet(
      filled(14, 6, (x, y) => Math.floor(y / 2) * 7 + Math.floor(x / 2)),
      "overlay",
    );
    expect(overlay.map((tile) => reds(tile)[0])).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(() =>
      splitCtmSheet(
        filled(20, 8, () => 0),
        "ctm",
      ),
    ).toThrow("A ctm sheet is 12x4 square tiles; 20x8 does not split into them");
  });
});

describe("ctmTileAssignment and properties", () => {
  it("keeps every tile at 47 and only the fully connected tile at 1", () => {
    expect(ctmTileAssignment(47).tiles).toEqual(Array.from({ length: 47 }, (_, i) => i));
    expect(ctmTileAssignment(1)).toEqual({ kept: [26], tiles: Array(47).fill(26) });
    const two = ctmTileAssignment(2);
    expect(two.kept).toEqual([0, 26]);
    expect(two.tiles[0]).toBe(0);
    expect(two.tiles[26]).toBe(26);
    expect(two.tiles[44]).toBe(26);
    expect(() => ctmTileAssignment(0)).toThrow("CTM variations must be an integer in 1..47, got 0");
  });

  it("writes properties with compact tile ranges", () => {
    expect(formatTiles(["0", "1", "2", "3", "5", "26", "26"])).toBe("0-3 5 26 26");
    expect(
      ctmProperties({ method: "ctm", tiles: Array.from({ length: 47 }, (_, i) => String(i)), matchBlocks: ["glass"] }),
    ).toBe("method=ctm\ntiles=0-46\nmatchBlocks=glass\n");
    expect(() => ctmProperties({ method: "ctm", tiles: ["0"] })).toThrow(
      "A CTM properties file needs matchBlocks or matchTiles",
    );
  });
});

describe("buildCtmSet", () => {
  it("derives 47 tiles with their own _n and _s from a real tile, and the result validates clean", async () => {
    const path = "assets/minecraft/textures/block/stone.png";
    const files = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
      filter: (file) => file.name === path,
    });
    const stone = await decodePng(files[path] as Uint8Array);
    const set = buildCtmSet({ name: "stone", baseColor: stone, method: "ctm", variations: 47 });
    expect(set.tiles).toHaveLength(47);
    expect(set.propertiesPath).toBe("assets/minecraft/optifine/ctm/stone/stone.properties");
    expect(set.properties).toBe("method=ctm\ntiles=0-46\nmatchBlocks=stone\n");
    for (const tile of set.tiles) {
      expect([tile.normal.width, tile.normal.height, tile.specular.width, tile.specular.height]).toEqual([
        16, 16, 16, 16,
      ]);
    }
    const result = await validatePack(await packOf(set));
    expect(result.issues.filter((issue) => issue.level !== "info")).toEqual([]);
    expect(result.textureFiles).toBe(141);
  });

  it("writes only the kept variations and a tiles= list that points at them", async () => {
    const set = buildCtmSet({
      name: "glass",
      baseColor: filled(16, 16, (x, y) => (x * 7 + y * 13) % 255),
      method: "ctm",
      variations: 5,
    });
    expect(set.tiles.map((tile) => tile.index)).toEqual(ctmTileAssignment(5).kept);
    const result = await validatePack(await packOf(set));
    expect(result.issues.filter((issue) => issue.level !== "info")).toEqual([]);
  });

  it("splits a sheet together with its _n and _s", () => {
    const sheet = filled(10, 2, (x) => x * 10);
    const normal = filled(10, 2, (x) => x);
    const specular = filled(10, 2, (x) => 100 + x);
    const set = buildCtmSet({
      name: "sandstone",
      baseColor: sheet,
      normal,
      specular,
      method: "ctm_compact",
      variations: 47,
    });
    expect(set.tiles.map((tile) => [reds(tile.baseColor)[0], reds(tile.normal)[0], reds(tile.specular)[0]])).toEqual([
      [0, 0, 100],
      [20, 2, 102],
      [40, 4, 104],
      [60, 6, 106],
      [80, 8, 108],
    ]);
    expect(set.properties).toBe("method=ctm_compact\ntiles=0-4\nmatchBlocks=sandstone\n");
  });

  it("rejects bad input with a message", () => {
    const tile = filled(16, 16, () => 0);
    expect(() => buildCtmSet({ name: "Glass", baseColor: tile, method: "ctm", variations: 47 })).toThrow(
      'CTM name must be a lower-case resource name (a-z, 0-9, _ . -), got "Glass"',
    );
    expect(() =>
      buildCtmSet({ name: "glass", baseColor: tile, normal: filled(8, 8, () => 0), method: "ctm", variations: 47 }),
    ).toThrow("The normal map is 8x8 but the base colour is 16x16");
  });
});
