import { describe, expect, it } from "vitest";
import { createRawImage, type RawImage } from "../types.js";
import { generateMaterial } from "./generate-material.js";

/** A deterministic 16x16 "stone": value noise from a hash, so tests need no files. */
function syntheticStone(width = 16, height = 16, seed = 1): RawImage {
  const image = createRawImage(width, height);
  for (let i = 0; i < width * height; i++) {
    const h = Math.imul(i ^ seed, 2654435761) >>> 24;
    image.data.set([90 + (h >> 1), 90 + (h >> 1), 95 + (h >> 1), 255], i * 4);
  }
  return image;
}

describe("generateMaterial", () => {
  it("returns three maps of the albedo's size and leaves the input untouched", () => {
    const albedo = syntheticStone();
    const before = albedo.data.slice();
    const material = generateMaterial(albedo, {}, { name: "block/stone.png" });
    for (const map of [material.baseColor, material.normal, material.specular]) {
      expect(map.width).toBe(16);
      expect(map.height).toBe(16);
      expect(map.data.length).toBe(16 * 16 * 4);
    }
    expect(albedo.data).toEqual(before);
  });

  it("keeps base colour bytes unchanged at contrast 1.0", () => {
    const albedo = syntheticStone();
    const { baseColor } = generateMaterial(albedo, { baseColorContrast: 1 });
    expect(Array.from(baseColor.data)).toEqual(Array.from(albedo.data));
    expect(baseColor.data).not.toBe(albedo.data);
  });
});
