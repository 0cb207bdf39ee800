import { describe, expect, it } from "vitest";
import { normalFromHeight } from "./normal-from-height.js";
import { createPlane, planeFromRows } from "./plane.js";

const pixels = (data: Uint8ClampedArray) => {
  const out: number[][] = [];
  for (let i = 0; i < data.length; i += 4) out.push([data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!]);
  return out;
};

describe("normalFromHeight", () => {
  it("encodes a flat surface as 128, 128", () => {
    const out = normalFromHeight(
      planeFromRows([
        [5, 5],
        [5, 5],
      ]),
    );
    expect(pixels(out.data)).toEqual([
      [128, 128, 255, 255],
      [128, 128, 255, 255],
      [128, 128, 255, 255],
      [128, 128, 255, 255],
    ]);
  });

  it("tilts left (R < 128) where the height rises to the right", () => {
    // Interior slope 1 per pixel: n = (-1, 0, 1)/sqrt 2, R = round((0.5 - 0.3536) * 255) = 37.
    const out = normalFromHeight(
      planeFromRows([
        [0, 1, 2],
        [0, 1, 2],
        [0, 1, 2],
      ]),
      { edges: "clamp" },
    );
    expect(pixels(out.data)[4]).toEqual([37, 128, 255, 255]);
  });

  it("uses DirectX Y: height rising towards the bottom faces up, so G < 128", () => {
    const out = normalFromHeight(
      planeFromRows([
        [0, 0, 0],
        [1, 1, 1],
        [2, 2, 2],
      ]),
      { edges: "clamp" },
    );
    expect(pixels(out.data)[4]).toEqual([128, 37, 255, 255]);
  });

  it("keeps |XY| <= 1 after rounding, even for near-vertical slopes", () => {
    const steep = planeFromRows([
      [0, 1, 2],
      [1, 2, 3],
      [2, 3, 4],
    ]);
    for (const strength of [1, 50, 1000, 1e6]) {
      const { data } = normalFromHeight(steep, { strength, edges: "clamp" });
      for (let i = 0; i < data.length; i += 4) {
        const x = (data[i]! / 255) * 2 - 1;
        const y = (data[i + 1]! / 255) * 2 - 1;
        expect(x * x + y * y).toBeLessThanOrEqual(1);
      }
    }
    const { data } = normalFromHeight(planeFromRows([[0, 1, 2]]), { strength: 1000, edges: "clamp" });
    expect([data[4], data[5]]).toEqual([1, 128]); // 0 would decode to |XY| slightly above 1 with G at 128
  });

  it("scales the tilt with strength (0 gives flat)", () => {
    const hill = planeFromRows([
      [0, 1, 2],
      [0, 1, 2],
      [0, 1, 2],
    ]);
    expect(normalFromHeight(hill, { strength: 0, edges: "clamp" }).data[16]).toBe(128);
    expect(normalFromHeight(hill, { strength: 0.5, edges: "clamp" }).data[16]).toBeGreaterThan(37);
    expect(() => normalFromHeight(hill, { strength: -1 })).toThrow("strength must be >= 0, got -1");
  });
});

describe("normalFromHeight into a target", () => {
  it("writes R and G only, leaving B and A of the target alone", () => {
    const target = { width: 2, height: 1, data: new Uint8ClampedArray([0, 0, 7, 9, 0, 0, 8, 10]) };
    normalFromHeight(planeFromRows([[3, 3]]), { target });
    expect(Array.from(target.data)).toEqual([128, 128, 7, 9, 128, 128, 8, 10]);
    expect(() => normalFromHeight(planeFromRows([[3]]), { target })).toThrow("target is 2x1, expected 1x1");
  });

  it("interior columns (read directly) match edge columns (read through the edge table) bit for bit", () => {
    // With wrapping edges, rolling the heights by one column rolls the normals: each pixel's window is
    // the same samples, read once by the interior loop and once as a first or last column. Steep
    // heights also take the pull back into the unit disc.
    const width = 5;
    const height = createPlane(width, 4);
    let state = 9;
    for (let i = 0; i < height.data.length; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      height.data[i] = (state >>> 16) / (i % 3 ? 65536 : 2048);
    }
    const rolled = createPlane(width, 4);
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < width; x++) rolled.data[y * width + ((x + 1) % width)] = height.data[y * width + x]!;
    }
    for (const strength of [0.7, 40]) {
      const original = pixels(normalFromHeight(height, { strength, edges: "wrap" }).data);
      const shifted = pixels(normalFromHeight(rolled, { strength, edges: "wrap" }).data);
      for (let y = 0; y < 4; y++) {
        for (let x = 0; x < width; x++) expect(shifted[y * width + ((x + 1) % width)]).toEqual(original[y * width + x]);
      }
    }
  });

  it("with a mask writes only the wanted pixels, exactly as without one", () => {
    const width = 6;
    const height = createPlane(width, 5);
    for (let i = 0; i < height.data.length; i++) height.data[i] = ((i * 37) % 11) / 4;
    const mask = new Uint8Array(width * 5).map((_, i) => (i % 3 === 0 || i % 7 === 2 ? 0 : 1));
    for (const edges of ["wrap", "clamp"] as const) {
      const full = normalFromHeight(height, { strength: 2, edges }).data;
      const target = { width, height: 5, data: new Uint8ClampedArray(width * 5 * 4).fill(77) };
      normalFromHeight(height, { strength: 2, edges, target, mask });
      for (let i = 0; i < mask.length; i++) {
        const expected = mask[i] ? [full[i * 4], full[i * 4 + 1]] : [77, 77];
        expect([target.data[i * 4], target.data[i * 4 + 1]]).toEqual(expected);
      }
    }
    expect(() => normalFromHeight(height, { mask: new Uint8Array(3) })).toThrow("mask has 3 entries, expected 30");
  });
});
