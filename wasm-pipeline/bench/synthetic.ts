import { createRawImage, type RawImage } from "../src/types.js";

/** Deterministic hash noise in [0, 1). */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function valueNoise(x: number, y: number, cell: number, seed: number, size: number): number {
  const cells = Math.max(1, Math.round(size / cell));
  const gx = (x / size) * cells;
  const gy = (y / size) * cells;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const fx = gx - x0;
  const fy = gy - y0;
  // Wrapping the lattice makes the texture tile, like a real block texture.
  const h = (i: number, j: number) => hash(((i % cells) + cells) % cells, ((j % cells) + cells) % cells, seed);
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = h(x0, y0) * (1 - sx) + h(x0 + 1, y0) * sx;
  const bottom = h(x0, y0 + 1) * (1 - sx) + h(x0 + 1, y0 + 1) * sx;
  return top * (1 - sy) + bottom * sy;
}

/**
 * A stone-like tiling albedo: several octaves of value noise tinted brown-grey, with pixel grain.
 * Structured like real art (so compression and filters behave realistically), never random bytes.
 */
export function syntheticAlbedo(size: number, seed: number): RawImage {
  const image = createRawImage(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let v = 0;
      let weight = 0.5;
      for (let cell = size / 4; cell >= 2; cell /= 2) {
        v += valueNoise(x, y, cell, seed + cell, size) * weight;
        weight *= 0.6;
      }
      v = Math.min(1, v * 1.1 + (hash(x, y, seed) - 0.5) * 0.08);
      const o = (y * size + x) * 4;
      image.data[o] = 70 + v * 150;
      image.data[o + 1] = 65 + v * 140;
      image.data[o + 2] = 60 + v * 120;
      image.data[o + 3] = 255;
    }
  }
  return image;
}
