import { describe, expect, it } from "vitest";
import { createRawImage } from "../types.js";
import { generateMaterial } from "./generate-material.js";
import { channel, frameOf, materialFixtures, syntheticStone } from "./material-fixture.js";

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
    // Flat and unoccluded; the height (A) continues the surface (see the next test).
    expect(Array.from(a.normal.data.subarray(0, 3))).toEqual([128, 128, 255]);
    expect(Array.from(a.specular.data.subarray(0, 4))).toEqual([0, 0, 0, 255]);
    expect(a.specular.data[4 * 1 + 2]).toBeGreaterThanOrEqual(65); // leaves: subsurface scattering
  });

  it("continues the visible surface's height under a cutout, so parallax does not cut off its edge", () => {
    // 16x16: columns 0-3 transparent, then a dark leaf (low, deep) with a bright rim at columns 14-15.
    const leaf = createRawImage(16, 16);
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++)
        leaf.data.set(x < 4 ? [0, 0, 0, 0] : x >= 14 ? [200, 200, 200, 255] : [60, 70, 50, 255], (y * 16 + x) * 4);
    }
    const { normal } = generateMaterial(leaf, {}, { name: "block/oak_leaves.png" });
    const height = (x: number, y: number) => normal.data[(y * 16 + x) * 4 + 3]!;
    for (let y = 0; y < 16; y++) {
      // The leaf's edge lies well below the surface (255)...
      expect(height(4, y)).toBeLessThan(230);
      // ...and the hidden pixel beside it at the same depth: at 255 it was a wall that a slanted
      // parallax ray hit (and discarded, being transparent) before reaching the leaf's edge.
      expect(Math.abs(height(3, y) - height(4, y))).toBeLessThanOrEqual(2);
      expect(Array.from(normal.data.subarray((y * 16 + 3) * 4, (y * 16 + 3) * 4 + 3))).toEqual([128, 128, 255]);
    }
    // With height switched off everything, cutout included, is the surface.
    const flat = generateMaterial(leaf, { generateHeight: false }, { name: "block/oak_leaves.png" }).normal;
    expect(new Set(channel(flat, 3))).toEqual(new Set([255]));
  });

  it("writes a light's unlit value (0) under its transparent pixels, so mipmaps do not make a torch's stick glow", () => {
    // A torch: a dark stick in a transparent frame, a bright flame on top.
    const torch = createRawImage(16, 16);
    for (let y = 0; y < 16; y++) {
      for (let x = 6; x < 10; x++) {
        torch.data.set(y < 4 ? [255, 230, 120, 255] : [90, 60, 30, 255], (y * 16 + x) * 4);
      }
    }
    const lit = generateMaterial(torch, {}, { name: "block/torch.png" }).specular.data;
    const emission = (x: number, y: number) => lit[(y * 16 + x) * 4 + 3];
    expect(emission(7, 1)).toBeGreaterThan(0); // the flame glows
    expect(emission(7, 12)).toBe(0); // the stick does not
    // Beside the stick, 255 ("none") averaged with its 0 to 64-191 in the mip chain: a glow.
    expect(emission(0, 12)).toBe(0);
    expect(emission(5, 0)).toBe(0);
    // A texture that does not emit keeps 255 everywhere, cutout included.
    const sapling = generateMaterial(torch, {}, { name: "block/oak_sapling.png" }).specular.data;
    expect(sapling[(12 * 16 + 0) * 4 + 3]).toBe(255);
    expect(sapling[(12 * 16 + 7) * 4 + 3]).toBe(255);
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
