import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { generateMaterial } from "../material/generate-material.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage } from "../types.js";
import { analyzeF0, materialPixels } from "./analyze-f0.js";
import { f0FromReflectance, materialReferences, reflectanceFromIor } from "./f0-references.js";

beforeAll(() => initNodeCodecs());

function specular(pixels: [number, number, number, number][]) {
  const image = createRawImage(pixels.length, 1);
  for (const [index, pixel] of pixels.entries()) image.data.set(pixel, index * 4);
  return image;
}

describe("F0 reference tables", () => {
  it("has the spec's categories with 12, 14, 11, 8, 8 and 8 entries", () => {
    const counts = new Map<string, number>();
    for (const reference of materialReferences)
      counts.set(reference.category, (counts.get(reference.category) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      Liquids: 12,
      Surfaces: 14,
      Gems: 11,
      Transparents: 8,
      Human: 8,
      Metals: 8,
    });
  });

  it("computes reflectance from IOR and F0 = round(reflectance * 255 / 100)", () => {
    expect(reflectanceFromIor(1.5)).toBe(4);
    expect(reflectanceFromIor(1.333)).toBe(2.04);
    expect(f0FromReflectance(4)).toBe(10);
    expect(f0FromReflectance(2.04)).toBe(5);
    expect(f0FromReflectance(100)).toBe(255);
    for (const reference of materialReferences) {
      if (reference.reflectance !== null) expect(reference.f0).toBe(Math.round((reference.reflectance * 255) / 100));
    }
    const byName = (name: string) => materialReferences.find((reference) => reference.name === name);
    expect(byName("Water")).toEqual({ name: "Water", reflectance: 2.04, f0: 5, category: "Liquids" });
    expect(byName("Diamond")).toEqual({ name: "Diamond", reflectance: 17.21, f0: 44, category: "Gems" });
    expect(byName("Skin")?.f0).toBe(8);
    expect(byName("Iron")).toEqual({ name: "Iron", reflectance: null, f0: 230, category: "Metals" });
    expect(byName("Silver")?.f0).toBe(237);
  });

  it("rejects impossible inputs with a message", () => {
    expect(() => reflectanceFromIor(0.5)).toThrow("Index of refraction must be >= 1, got 0.5");
    expect(() => f0FromReflectance(120)).toThrow("Reflectance must be a percentage in 0..100, got 120");
  });
});

describe("analyzeF0", () => {
  it("averages G over dielectric pixels and picks the closest reference", () => {
    // G 8, 12, 10 -> 10.0. Six references sit at G 10; unrounded, Plastic (3.87 % = 9.87) is nearest, but
    // LabPBR's wiki names stone for 10, and a block-game _s at 10 is stone far more often than plastic.
    const result = analyzeF0(
      specular([
        [255, 8, 0, 255],
        [0, 12, 0, 255],
        [0, 10, 0, 255],
      ]),
    );
    expect(result).toMatchObject({
      channel: "G",
      sampledPixels: 3,
      dielectricPixels: 3,
      averageF0: 10,
      averageReflectance: 3.92,
    });
    expect(result.closest?.material.name).toBe("Stone");
    expect(result.closest).toMatchObject({ difference: 0, isMatch: true });
    // The tie is said, not hidden: the others at G 10, nearest unrounded first.
    expect(result.sameF0).toEqual(["Plastic", "Acrylic glass", "Concrete", "Asphalt", "Leather", "Honey", "Paper"]);
    expect(result.similar).toHaveLength(6);
    expect(result.similar.every((match) => match.difference <= 10)).toBe(true);
    expect(result.beyondDielectrics).toBe(false);
  });

  it("reads green, not red", () => {
    const result = analyzeF0(specular([[200, 5, 0, 255]]));
    expect(result.averageF0).toBe(5);
    expect(result.closest?.material.name).toBe("Water");
  });

  it("reports metals by name instead of averaging them, and unassigned ids apart", () => {
    const result = analyzeF0(
      specular([
        [0, 230, 0, 255],
        [0, 230, 0, 255],
        [0, 231, 0, 255],
        [0, 20, 0, 255],
        [0, 240, 0, 255],
      ]),
    );
    expect(result.averageF0).toBe(20);
    expect(result.metals).toEqual([
      { name: "Iron", value: 230, pixels: 2, share: 0.4 },
      { name: "Gold", value: 231, pixels: 1, share: 0.2 },
    ]);
    expect(result.unassignedPixels).toBe(1);
    const allMetal = analyzeF0(specular([[0, 234, 0, 255]]));
    expect(allMetal.averageF0).toBeNull();
    expect(allMetal.closest).toMatchObject({ material: { name: "Copper" }, difference: 0, isMatch: true });
  });

  it("names a material up to 5 past the brightest one, and calls that a match", () => {
    // The table has no gap wider than 10, so inside it every average is within 5 of some material.
    expect(analyzeF0(specular([[0, 57, 0, 255]])).closest).toMatchObject({
      material: { name: "Moissanite" },
      difference: 5,
      isMatch: true,
    });
  });

  it("names no material when the average is off the table: brighter than any dielectric, or unset", () => {
    // 200 is far above every dielectric (the brightest, Moissanite, is 52): "Moissanite ±148" was a guess.
    const result = analyzeF0(specular([[0, 200, 0, 255]]));
    expect(result.closest).toBeNull();
    expect(result.similar).toEqual([]);
    // So bright that it is most likely not an _s map at all (an albedo read as F0).
    expect(result.beyondDielectrics).toBe(true);
    expect(analyzeF0(specular([[0, 57, 0, 255]])).beyondDielectrics).toBe(false);
    expect(analyzeF0(specular([[0, 58, 0, 255]])).beyondDielectrics).toBe(true);
    expect(analyzeF0(specular([[0, 230, 0, 255]])).beyondDielectrics).toBe(false);
    // G 0 (most of Replete's block _s maps): no reflectance set, not "Liquid nitrogen ±2, a match".
    const unset = analyzeF0(specular([[0, 0, 0, 255]]));
    expect(unset).toMatchObject({ averageF0: 0, unsetF0: true, closest: null, similar: [] });
    expect(analyzeF0(specular([[0, 1, 0, 255]])).unsetF0).toBe(true);
    expect(analyzeF0(specular([[0, 2, 0, 255]]))).toMatchObject({
      unsetF0: false,
      closest: { material: { name: "Liquid nitrogen" } },
    });
    expect(analyzeF0(specular([[0, 230, 0, 255]])).unsetF0).toBe(false);
  });

  it("reads alpha-0 pixels (alpha is emission in _s) and skips only empty ones, unless all are empty", () => {
    // A powered rail's _s: most pixels do not glow (alpha 0) and still carry their F0.
    expect(
      analyzeF0(
        specular([
          [0, 10, 0, 255],
          [0, 100, 0, 0],
        ]),
      ).averageF0,
    ).toBe(55);
    const withEmpty = analyzeF0(
      specular([
        [0, 10, 0, 255],
        [0, 0, 0, 0],
      ]),
    );
    expect([withEmpty.averageF0, withEmpty.sampledPixels]).toEqual([10, 1]);
    expect(
      analyzeF0(
        specular([
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ]),
      ).sampledPixels,
    ).toBe(2);
  });

  it("rejects a malformed image", () => {
    expect(() => analyzeF0({ width: 2, height: 2, data: new Uint8ClampedArray(4) })).toThrow(
      "Expected a non-empty RGBA image, got 2x2 with 4 bytes",
    );
  });

  it("analyses real _s maps: SimpleLabPBR stone and Replete's rail (generic metal)", async () => {
    const simple = unzipSync(readFileSync(new URL("simplelabpbr.zip", corpus)), {
      filter: (file) => file.name.endsWith("block/stone_s.png"),
    });
    const stone = analyzeF0(await decodePng(Object.values(simple)[0] as Uint8Array));
    expect(stone.metals).toEqual([]);
    expect(stone.averageF0).not.toBeNull();
    expect(stone.closest?.material.category).not.toBe("Metals");
    const replete = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
      filter: (file) => file.name.endsWith("block/rail_s.png"),
    });
    const rail = analyzeF0(await decodePng(Object.values(replete)[0] as Uint8Array));
    expect(rail.metals.map((metal) => metal.name)).toContain("Generic metal (albedo as F0)");
    // Its powered twin glows in 112 pixels: the 256 others it paints (alpha 0, no glow) are measured too;
    // the 656 empty ones between the rails are not.
    const powered = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
      filter: (file) => file.name.endsWith("block/powered_rail_on_s.png"),
    });
    const poweredRail = analyzeF0(await decodePng(Object.values(powered)[0] as Uint8Array));
    expect(poweredRail.sampledPixels).toBe(368);
    expect(poweredRail.averageF0).not.toBeNull();
    expect(poweredRail.metals[0]?.share).toBeLessThan(0.5);
  });

  it("names stone, not plastic, for a stone _s at G 10 everywhere, literal and converted", async () => {
    const flat = analyzeF0(
      specular(Array.from({ length: 16 }, (_, i): [number, number, number, number] => [60 + i, 10, 8, 255])),
    );
    expect(flat).toMatchObject({ averageF0: 10, closest: { material: { name: "Stone" }, difference: 0 } });
    expect(flat.similar.map((match) => match.material.name)).toContain("Plastic");
    const stone = await pixelPerfection("block/stone.png");
    const converted = analyzeF0(generateMaterial(stone, {}, { name: "block/stone.png" }).specular, { albedo: stone });
    expect(converted).toMatchObject({ averageF0: 10, closest: { material: { name: "Stone" } } });
  });

  it("measures a converted iron ingot's iron, not its cutout background", async () => {
    const ingot = await pixelPerfection("item/iron_ingot.png");
    const map = generateMaterial(ingot, {}, { name: "item/iron_ingot.png" }).specular;
    // 150 of 256 pixels are cutout, where the converter writes (0, 0, 0, 255): G 0 outvoted the iron.
    const alone = analyzeF0(map);
    const withAlbedo = analyzeF0(map, { albedo: ingot });
    for (const result of [alone, withAlbedo]) {
      expect(result).toMatchObject({ sampledPixels: 106, unsetF0: false, closest: { material: { name: "Iron" } } });
      expect(result.metals).toEqual([{ name: "Iron", value: 230, pixels: 106, share: 1 }]);
    }
  });

  it("names the commonest metal when metal ids cover most of the material, and skips the albedo's cutouts", () => {
    // An ingot-like map: 3 iron pixels, 1 dielectric (a handle at G 20), 4 transparent in the albedo whose
    // _s says G 0 with some smoothness (an editor's leftovers).
    const map = specular([
      [140, 230, 0, 255],
      [140, 230, 0, 255],
      [140, 230, 0, 255],
      [90, 20, 0, 255],
      [30, 0, 0, 255],
      [30, 0, 0, 255],
      [30, 0, 0, 255],
      [30, 0, 0, 255],
    ]);
    const albedo = specular([
      [200, 200, 200, 255],
      [200, 200, 200, 255],
      [200, 200, 200, 255],
      [120, 80, 40, 255],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 15],
      [0, 0, 0, 0],
    ]);
    const result = analyzeF0(map, { albedo });
    expect(result).toMatchObject({ sampledPixels: 4, averageF0: 20, closest: { material: { name: "Iron" } } });
    expect(result.metals[0]).toMatchObject({ name: "Iron", share: 0.75 });
    // Without the albedo those pixels carry smoothness, so they are material: five dielectrics (G 20 and
    // four at 0, average 4) outvote three iron pixels.
    expect(analyzeF0(map)).toMatchObject({ averageF0: 4, closest: { material: { name: "Water" } } });
    expect(() => analyzeF0(map, { albedo: specular([[0, 0, 0, 255]]) })).toThrow(
      "The colour texture is 1x1 but the _s map is 8x1; they must match",
    );
  });

  it("leaves out only the converter's neutrals, unless nothing else is there", () => {
    expect(
      materialPixels(
        specular([
          [0, 0, 0, 255],
          [0, 0, 0, 0],
          [0, 0, 0, 128],
          [1, 0, 0, 255],
        ]),
      ),
    ).toEqual([false, false, true, true]);
    // An untuned block (G 0 everywhere) still reads "unset", not empty.
    expect(analyzeF0(specular([[0, 0, 0, 255]]))).toMatchObject({ sampledPixels: 1, unsetF0: true });
  });
});

async function pixelPerfection(path: string) {
  const files = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
    filter: (file) => file.name === `assets/minecraft/textures/${path}`,
  });
  return decodePng(Object.values(files)[0] as Uint8Array);
}
