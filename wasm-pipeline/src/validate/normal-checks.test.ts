import { describe, expect, it } from "vitest";
import type { RawImage } from "../types.js";
import { inferNormalConvention, measureNormalMap } from "./normal-checks.js";

/**
 * A 16x16 item: a 5x5 bump of DirectX normals (R and G follow -dh/dx and -dh/dy of the bump, worked
 * out on the bump itself, as a generator that dilates under cutouts does) inside a cutout stored as
 * (128, 128, 255) with height 255, so the silhouette is a cliff the normals do not show.
 */
function cutoutItem(): RawImage {
  const size = 16;
  // A slanted bump, so that even one column's slopes differ from row to row.
  const bump = (x: number, y: number) => 200 - 6 * ((x - 7.3 - 0.4 * (y - 7)) ** 2 + (y - 7.6) ** 2);
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inside = x >= 5 && x < 10 && y >= 5 && y < 10;
      if (!inside) {
        data.set([128, 128, 255, 255], i);
        continue;
      }
      const dhdx = (bump(x + 1, y) - bump(x - 1, y)) / 2;
      const dhdy = (bump(x, y + 1) - bump(x, y - 1)) / 2;
      data.set([128 - 3 * dhdx, 128 - 3 * dhdy, 255, Math.round(bump(x, y))], i);
    }
  }
  return { width: size, height: size, data };
}

describe("measureNormalMap: agreement with the height", () => {
  it("reads a cutout item's normals by its inside, not by the cliff at its silhouette", () => {
    const stats = measureNormalMap(cutoutItem());
    expect(stats.heightAgreement?.x).toBeGreaterThan(0.9);
    expect(stats.heightAgreement?.y).toBeGreaterThan(0.9);
    expect(inferNormalConvention(stats)).toBe("directx");
  });

  it("calls no convention from a handful of inside pixels", () => {
    // The same bump cut down to a 3-pixel-wide line: 5 pixels lean between leaning neighbours across it.
    const item = cutoutItem();
    for (let i = 0; i < item.data.length; i += 4) {
      const x = (i / 4) % item.width;
      if (x < 6 || x > 8) item.data.set([128, 128, 255, 255], i);
    }
    const stats = measureNormalMap(item);
    expect(inferNormalConvention(stats)).toBe("unknown");
  });
});
