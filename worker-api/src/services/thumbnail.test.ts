import { describe, expect, it } from "vitest";
import { firstFrame, opaqueForMaps } from "./thumbnail.js";

/** A width x height image whose pixel i is (i, i, i, alpha). */
function grid(width: number, height: number, alpha = 0) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([i, i, i, alpha], i * 4);
  return { width, height, data };
}

describe("firstFrame", () => {
  it("keeps the top square of a strip whose height is a whole number of widths (fire_0.png)", () => {
    const strip = grid(2, 8, 255);
    const frame = firstFrame({ image: strip });
    expect([frame.width, frame.height]).toEqual([2, 2]);
    expect([...frame.data]).toEqual([0, 0, 0, 255, 1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255]);
    expect(strip.data.length).toBe(2 * 8 * 4);
  });

  it("leaves square, wide and uneven images whole", () => {
    for (const [width, height] of [
      [2, 2],
      [4, 2],
      [2, 3],
    ] as const) {
      expect(firstFrame({ image: grid(width, height) })).toMatchObject({ width, height });
    }
  });
});

describe("opaqueForMaps", () => {
  it("draws a LabPBR _s or _n map's RGB opaque: its alpha is emission or height, not opacity", () => {
    for (const name of ["sand_s.png", "stone_n.png", "Sand_S.PNG", "sand_s.tga"]) {
      const image = grid(2, 1, 0);
      expect([...opaqueForMaps(image, name).data]).toEqual([0, 0, 0, 255, 1, 1, 1, 255]);
      expect(image.data[3]).toBe(0);
    }
  });

  it("keeps an ordinary texture's transparency", () => {
    const image = grid(2, 1, 0);
    expect(opaqueForMaps(image, "glass.png")).toBe(image);
    // Names that are no pack texture at all: kept as they are, not an error.
    for (const name of ["photo", ""]) expect(opaqueForMaps(image, name)).toBe(image);
  });
});
