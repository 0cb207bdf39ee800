import { describe, expect, it } from "vitest";
import { createRawImage, type RawImage } from "../types.js";
import { generateMaterial } from "./generate-material.js";
import { materialFixtures } from "./material-fixture.js";

/** A deterministic grey "stone" from a hash, so tests need no files. */
function syntheticStone(width = 16, height = 16, seed = 1): RawImage {
  const image = createRawImage(width, height);
  for (let i = 0; i < width * height; i++) {
    const h = Math.imul((i + 1) ^ seed, 2654435761) >>> 24;
    image.data.set([60 + (h >> 1), 60 + (h >> 1), 65 + (h >> 1), 255], i * 4);
  }
  return image;
}

function channel(image: RawImage, c: number): number[] {
  const out: number[] = [];
  for (let i = c; i < image.data.length; i += 4) out.push(image.data[i]!);
  return out;
}

const frameOf = (image: RawImage, index: number, frameHeight: number): RawImage => {
  const bytes = image.width * frameHeight * 4;
  return { width: image.width, height: frameHeight, data: image.data.slice(index * bytes, (index + 1) * bytes) };
};

describe("generateMaterial", () => {
  it("returns three maps of the albedo's size and leaves the input untouched", () => {
    const albedo = syntheticStone();
    const before = albedo.data.slice();
    const material = generateMaterial(albedo, {}, { name: "block/stone.png" });
    for (const map of [material.baseColor, material.normal, material.specular]) {
      expect([map.width, map.height, map.data.length]).toEqual([16, 16, 16 * 16 * 4]);
    }
    expect(albedo.data).toEqual(before);
  });

  it("is deterministic", () => {
    const a = generateMaterial(syntheticStone(), {}, { name: "stone" });
    const b = generateMaterial(syntheticStone(), {}, { name: "stone" });
    expect(a.normal.data).toEqual(b.normal.data);
    expect(a.specular.data).toEqual(b.specular.data);
  });

  it("writes into caller-owned targets exactly what it writes into new maps, whatever they held", () => {
    const settingsList = [{}, { generateAO: false, generateRoughness: false }, { generateNormal: false }];
    for (const { albedo, context } of materialFixtures()) {
      for (const settings of settingsList) {
        const fresh = generateMaterial(albedo, settings, context);
        const bytes = albedo.data.length;
        // Stale bytes from another texture must not leak through.
        const targets = {
          normal: new Uint8ClampedArray(bytes).fill(77),
          specular: new Uint8ClampedArray(bytes).fill(201),
        };
        const reused = generateMaterial(albedo, settings, { ...context, targets });
        expect(reused.normal.data).toBe(targets.normal);
        expect(reused.specular.data).toBe(targets.specular);
        expect(reused.normal.data).toEqual(fresh.normal.data);
        expect(reused.specular.data).toEqual(fresh.specular.data);
      }
    }
    const small = { normal: new Uint8ClampedArray(4), specular: new Uint8ClampedArray(4) };
    expect(() => generateMaterial(syntheticStone(), {}, { targets: small })).toThrow(
      "target holds 4 bytes, expected 1024",
    );
  });

  it("keeps base colour bytes unchanged at contrast 1.0, changes them otherwise, and copies when switched off", () => {
    const albedo = syntheticStone();
    expect(Array.from(generateMaterial(albedo, { baseColorContrast: 1 }).baseColor.data)).toEqual(
      Array.from(albedo.data),
    );
    expect(Array.from(generateMaterial(albedo, { baseColorContrast: 1.5 }).baseColor.data)).not.toEqual(
      Array.from(albedo.data),
    );
    const off = generateMaterial(albedo, { generateBaseColor: false, baseColorContrast: 2 }).baseColor;
    expect(Array.from(off.data)).toEqual(Array.from(albedo.data));
    expect(off.data).not.toBe(albedo.data);
  });

  it("hands back the albedo itself when the caller needs no base colour, with the same maps", () => {
    const albedo = syntheticStone();
    const full = generateMaterial(albedo, { baseColorContrast: 1.5 }, { name: "stone" });
    const lean = generateMaterial(albedo, { baseColorContrast: 1.5 }, { name: "stone", needsBaseColor: false });
    expect(lean.baseColor).toBe(albedo);
    expect(lean.normal.data).toEqual(full.normal.data);
    expect(lean.specular.data).toEqual(full.specular.data);
  });

  it("writes real relief by default: tilted normals, AO below 255, height between 1 and 255", () => {
    const { normal } = generateMaterial(syntheticStone(), {}, { name: "stone" });
    expect(new Set(channel(normal, 0)).size).toBeGreaterThan(3);
    expect(Math.min(...channel(normal, 2))).toBeLessThan(255);
    expect(Math.min(...channel(normal, 3))).toBeGreaterThanOrEqual(1);
    expect(Math.min(...channel(normal, 3))).toBeLessThan(255);
    const deep = generateMaterial(syntheticStone(), { heightDepth: 1 }).normal;
    expect(Math.min(...channel(deep, 3))).toBe(1);
  });

  it("writes neutral LabPBR values for maps that are switched off", () => {
    const { normal, specular } = generateMaterial(
      syntheticStone(),
      { generateNormal: false, generateAO: false, generateHeight: false, generateRoughness: false },
      { name: "stone" },
    );
    expect(new Set(channel(normal, 0))).toEqual(new Set([128]));
    expect(new Set(channel(normal, 1))).toEqual(new Set([128]));
    expect(new Set(channel(normal, 2))).toEqual(new Set([255]));
    expect(new Set(channel(normal, 3))).toEqual(new Set([255]));
    expect(new Set(channel(specular, 0))).toEqual(new Set([0]));
    expect(new Set(channel(specular, 3))).toEqual(new Set([255]));
    expect(new Set(channel(generateMaterial(syntheticStone(), { aoRadius: 0 }).normal, 2))).toEqual(new Set([255]));
    expect(new Set(channel(generateMaterial(syntheticStone(), { heightDepth: 0 }).normal, 3))).toEqual(new Set([255]));
  });

  it("fills _s G, B and A from the name: metal id, porosity, no emission", () => {
    const gold = generateMaterial(syntheticStone(), {}, { name: "block/gold_block.png" }).specular;
    expect(new Set(channel(gold, 1))).toEqual(new Set([231]));
    expect(new Set(channel(gold, 3))).toEqual(new Set([255]));
    const sand = generateMaterial(syntheticStone(), {}, { name: "block/sand.png" }).specular;
    expect(new Set(channel(sand, 1))).toEqual(new Set([10]));
    expect(new Set(channel(sand, 2))).toEqual(new Set([64]));
    const custom = generateMaterial(
      syntheticStone(),
      {},
      { name: "stone", materialOverrides: { stone: { f0OrMetal: 236 } } },
    );
    expect(new Set(channel(custom.specular, 1))).toEqual(new Set([236]));
  });

  it("lets the bright pixels of a light source emit (0..254) and the darkest not at all", () => {
    const { specular } = generateMaterial(syntheticStone(), {}, { name: "block/glowstone.png" });
    const emission = channel(specular, 3);
    expect(Math.max(...emission)).toBe(254);
    expect(Math.min(...emission)).toBe(0);
  });

  it("keeps a metal tool's wooden handle and a bucket's water out of its metal", () => {
    // 4x4: the top row is the iron head (greys), the rest a stick's browns, dark and light.
    const pickaxe = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) pickaxe.data.set(i < 4 ? [200, 200, 205, 255] : [104, 78, 47, 255], i * 4);
    pickaxe.data.set([137, 103, 39, 255], 8 * 4);
    const g = channel(generateMaterial(pickaxe, {}, { name: "item/iron_pickaxe.png" }).specular, 1);
    expect(g).toEqual([230, 230, 230, 230, ...new Array(12).fill(11)]);
    // Gold is as yellow as wood is brown, but brighter: the head stays gold.
    const gold = createRawImage(2, 1);
    gold.data.set([252, 238, 75, 255, 104, 78, 47, 255]);
    expect(channel(generateMaterial(gold, {}, { name: "item/golden_sword.png" }).specular, 1)).toEqual([231, 11]);
    const bucket = createRawImage(2, 1);
    bucket.data.set([190, 190, 190, 255, 40, 60, 200, 255]);
    expect(channel(generateMaterial(bucket, {}, { name: "item/water_bucket.png" }).specular, 1)).toEqual([230, 10]);
    // An empty bucket, and a brown pixel on an iron block, stay iron.
    expect(channel(generateMaterial(pickaxe, {}, { name: "item/bucket.png" }).specular, 1)[8]).toBe(230);
    expect(channel(generateMaterial(pickaxe, {}, { name: "block/iron_block.png" }).specular, 1)[8]).toBe(230);
  });

  it("lets a furnace's fire glow, not the lighter stone around it", () => {
    // 8x8: light grey stone (170) around a 2x2 fire of orange (255, 140, 0) and dark red embers
    // (150, 30, 0). The stone is the brightest by luminance (170 against 153 and 51).
    const furnace = createRawImage(8, 8);
    for (let i = 0; i < 64; i++) furnace.data.set([170, 170, 170, 255], i * 4);
    const fire = [27, 28];
    const embers = [35, 36];
    for (const i of fire) furnace.data.set([255, 140, 0, 255], i * 4);
    for (const i of embers) furnace.data.set([150, 30, 0, 255], i * 4);
    const { specular } = generateMaterial(furnace, {}, { name: "block/furnace_front_on.png" });
    const emission = channel(specular, 3);
    for (const i of fire) expect(emission[i]).toBe(254);
    // Embers glow V 0.59 × (0.3 + 0.7 × 1) against the fire's 1.0: above the 50 % floor, below the top.
    for (const i of embers) expect(emission[i]).toBe(Math.round(254 * Math.sqrt((150 / 255 - 0.5) / 0.5)));
    const stone = emission.filter((_, i) => !fire.includes(i) && !embers.includes(i));
    expect(new Set(stone)).toEqual(new Set([0]));
  });

  it("lights lava's dark crust a fifth, its molten streaks fully, and a lava bucket's iron not at all", () => {
    // 4x4: dark crust (60, 20, 10) with a streak of molten orange (255, 140, 0) and one ember (200, 80, 0).
    const lava = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) lava.data.set([60, 20, 10, 255], i * 4);
    for (const i of [4, 5, 6, 7]) lava.data.set([255, 140, 0, 255], i * 4);
    lava.data.set([200, 80, 0, 255], 9 * 4);
    const emission = channel(generateMaterial(lava, {}, { name: "block/lava_still.png" }).specular, 3);
    for (const i of [4, 5, 6, 7]) expect(emission[i]).toBe(254);
    // The ember's glow (0.3 × 200 + 0.7 × 200) / 255 = 0.784: (0.784 - 0.5) / 0.5 eased, over the fifth.
    const ember = Math.sqrt((200 / 255 - 0.5) / 0.5);
    expect(emission[9]).toBe(Math.round(254 * (0.2 + 0.8 * ember)));
    const crust = emission.filter((_, i) => i < 4 || (i > 7 && i !== 9));
    expect(new Set(crust)).toEqual(new Set([Math.round(254 * 0.2)]));
    const bucket = channel(generateMaterial(lava, {}, { name: "item/lava_bucket.png" }).specular, 3);
    expect(bucket[0]).toBe(0);
  });

  it("keeps a light's weakest glow dark even when all of it is bright: the rim of a froglight", () => {
    // Every pixel glows above half the top (rim 0.84, body 1.0): a share-of-top floor alone lights all.
    const froglight = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) froglight.data.set([255, 170, 60, 255], i * 4);
    const body = [5, 6, 9, 10];
    for (const i of body) froglight.data.set([255, 140, 0, 255], i * 4);
    const { specular } = generateMaterial(froglight, {}, { name: "block/ochre_froglight_side.png" });
    const emission = channel(specular, 3);
    for (const i of body) expect(emission[i]).toBe(254);
    expect(new Set(emission.filter((_, i) => !body.includes(i)))).toEqual(new Set([0]));
  });

  it("lets a light's pale centre glow with its saturated edge: no hole in a shroomlight", () => {
    // 4x4: 2 dull rim pixels, 10 pale centre pixels (glow 0.67), 4 saturated orange (glow 1.0). A
    // lower-quartile cut put the whole pale centre in the dark quarter.
    const shroom = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) shroom.data.set([255, 200, 120, 255], i * 4);
    const rim = [0, 15];
    const edge = [1, 2, 13, 14];
    for (const i of rim) shroom.data.set([120, 110, 100, 255], i * 4);
    for (const i of edge) shroom.data.set([255, 140, 0, 255], i * 4);
    const { specular } = generateMaterial(shroom, {}, { name: "block/shroomlight.png" });
    const emission = channel(specular, 3);
    const pale = (0.3 * 255 + 0.7 * 135) / 255;
    for (const i of edge) expect(emission[i]).toBe(254);
    for (const i of rim) expect(emission[i]).toBe(0);
    for (let i = 0; i < 16; i++)
      if (!rim.includes(i) && !edge.includes(i))
        expect(emission[i]).toBe(Math.round(254 * Math.sqrt((pale - 0.5) / 0.5)));
  });

  it("lights a jack o'lantern's pale face, not its saturated orange skin", () => {
    // PixelPerfection's colours: skin (214, 144, 55) has more colour glow (0.69) than the face
    // (255, 220, 132: 0.64) but far less brightness (0.60 against 0.87).
    const pumpkin = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) pumpkin.data.set([214, 144, 55, 255], i * 4);
    const face = [5, 6, 9, 10];
    for (const i of face) pumpkin.data.set([255, 220, 132, 255], i * 4);
    const { specular } = generateMaterial(pumpkin, {}, { name: "block/jack_o_lantern.png" });
    const emission = channel(specular, 3);
    for (const i of face) expect(emission[i]).toBe(254);
    expect(new Set(emission.filter((_, i) => !face.includes(i)))).toEqual(new Set([0]));
    // A carved pumpkin that is not lit stays dark.
    expect(new Set(channel(generateMaterial(pumpkin, {}, { name: "block/carved_pumpkin.png" }).specular, 3))).toEqual(
      new Set([255]),
    );
  });

  it("lets every pixel of a one-colour light glow fully", () => {
    const lamp = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) lamp.data.set([250, 200, 90, 255], i * 4);
    const { specular } = generateMaterial(lamp, {}, { name: "block/sea_lantern.png" });
    expect(new Set(channel(specular, 3))).toEqual(new Set([254]));
  });

  it("makes smoothness follow roughnessIntensity and roughnessInvert", () => {
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const smooth = mean(channel(generateMaterial(syntheticStone(), { roughnessIntensity: 0.2 }).specular, 0));
    const rough = mean(channel(generateMaterial(syntheticStone(), { roughnessIntensity: 1 }).specular, 0));
    expect(smooth).toBeGreaterThan(rough);
    expect(new Set(channel(generateMaterial(syntheticStone(), { roughnessIntensity: 0 }).specular, 0))).toEqual(
      new Set([255]),
    );
    const normal = channel(generateMaterial(syntheticStone(), {}).specular, 0);
    const inverted = channel(generateMaterial(syntheticStone(), { roughnessInvert: true }).specular, 0);
    expect(inverted).not.toEqual(normal);
  });

  it("wraps block textures and clamps items: only the edge pixels differ", () => {
    const albedo = syntheticStone();
    const wrapped = generateMaterial(albedo, {}, { name: "block/stone.png" }).normal;
    const clamped = generateMaterial(albedo, {}, { name: "item/stone.png" }).normal;
    expect(Array.from(clamped.data)).toEqual(Array.from(generateMaterial(albedo, {}, { tiling: "clamp" }).normal.data));
    expect(Array.from(wrapped.data)).not.toEqual(Array.from(clamped.data));
  });

  it("ignores whatever colour hides under transparent pixels and writes neutral values there", () => {
    const leaves = syntheticStone();
    for (let i = 0; i < 16 * 16; i += 3) leaves.data[i * 4 + 3] = 0;
    const other = leaves.data.slice();
    for (let i = 0; i < 16 * 16; i += 3) other.set([255, 0, 255], i * 4);
    const a = generateMaterial(leaves, {}, { name: "block/oak_leaves.png" });
    const b = generateMaterial({ ...leaves, data: other }, { baseColorContrast: 1 }, { name: "block/oak_leaves.png" });
    expect(Array.from(a.normal.data)).toEqual(Array.from(b.normal.data));
    expect(Array.from(a.specular.data)).toEqual(Array.from(b.specular.data));
    expect(Array.from(a.normal.data.subarray(0, 4))).toEqual([128, 128, 255, 255]);
    expect(Array.from(a.specular.data.subarray(0, 4))).toEqual([0, 0, 0, 255]);
    expect(a.specular.data[4 * 1 + 2]).toBeGreaterThanOrEqual(65); // leaves: subsurface scattering
  });

  it("generates each animation frame on its own: a strip equals its frames generated separately", () => {
    const strip = createRawImage(16, 48);
    for (let f = 0; f < 3; f++) strip.data.set(syntheticStone(16, 16, f + 7).data, f * 16 * 16 * 4);
    const material = generateMaterial(strip, {}, { name: "block/stone.png", frameHeight: 16 });
    for (let f = 0; f < 3; f++) {
      const alone = generateMaterial(frameOf(strip, f, 16), {}, { name: "block/stone.png" });
      expect(Array.from(frameOf(material.normal, f, 16).data)).toEqual(Array.from(alone.normal.data));
      expect(Array.from(frameOf(material.specular, f, 16).data)).toEqual(Array.from(alone.specular.data));
    }
  });

  it("measures an animated light's frames against the whole strip, so a dimmer frame glows less", () => {
    // Two 4x4 frames, the same pattern of embers on dark rock; the second frame's embers are at 60 %.
    const strip = createRawImage(4, 8);
    for (let i = 0; i < 32; i++) {
      const ember = i % 2 === 0;
      const dim = i >= 16 ? 0.6 : 1;
      strip.data.set(ember ? [255 * dim, 160 * dim, 0, 255] : [40, 20, 0, 255], i * 4);
    }
    const emission = channel(generateMaterial(strip, {}, { name: "block/magma.png", frameHeight: 4 }).specular, 3);
    expect(emission.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? 254 : 0)));
    // Glow 0.6 against the strip's 1.0, over the floor of half: (0.6 - 0.5) / 0.5, eased by the square root.
    const dimEmber = Math.round(254 * Math.sqrt(0.2));
    expect(emission.slice(16)).toEqual(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? dimEmber : 0)));
    // Alone, the dim frame is its own brightest light.
    const alone = channel(generateMaterial(frameOf(strip, 1, 4), {}, { name: "block/magma.png" }).specular, 3);
    expect(alone[0]).toBe(254);
  });

  it("rejects a frame height that does not divide the strip, bad settings and bad images", () => {
    expect(() => generateMaterial(createRawImage(16, 40), {}, { frameHeight: 16 })).toThrow(
      "frameHeight must be a positive divisor of the image height 40, got 16",
    );
    expect(() => generateMaterial(syntheticStone(), { normalStrength: 5 })).toThrow(
      "normalStrength must be a number in 0..3, got 5",
    );
    expect(() => generateMaterial({ width: 2, height: 2, data: new Uint8ClampedArray(3) })).toThrow(
      "albedo data has 3 bytes, expected 16 (RGBA8)",
    );
  });

  it("handles odd and tiny sizes", () => {
    for (const [w, h] of [
      [1, 1],
      [3, 5],
      [15, 15],
      [24, 12],
    ] as const) {
      const { normal } = generateMaterial(syntheticStone(w, h));
      expect(normal.data.length).toBe(w * h * 4);
    }
  });
});
