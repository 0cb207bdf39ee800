import type { RawImage } from "../types.js";

/**
 * Scales R, G and B about mid-grey (127.5) by `factor`; alpha is kept. A factor of exactly 1 returns the
 * same bytes (x - 127.5 + 127.5 rounds back to x), which the base-colour contract relies on.
 */
export function adjustContrast(image: RawImage, factor: number): RawImage {
  if (!(factor >= 0)) throw new RangeError(`contrast factor must be >= 0, got ${factor}`);
  const src = image.data;
  const data = new Uint8ClampedArray(src.length);
  if (factor === 1) {
    data.set(src);
  } else {
    const lut = contrastTable(factor);
    // LUT entries are already clamped bytes: write through a plain byte view.
    const out = new Uint8Array(data.buffer);
    for (let i = 0; i < src.length; i += 4) {
      out[i] = lut[src[i]!]!;
      out[i + 1] = lut[src[i + 1]!]!;
      out[i + 2] = lut[src[i + 2]!]!;
      out[i + 3] = src[i + 3]!;
    }
  }
  return { width: image.width, height: image.height, data };
}

/** The last table built: a pack converts every texture with the same factor, so it is built once. */
let lastTable: { factor: number; lut: Uint8ClampedArray } | undefined;

function contrastTable(factor: number): Uint8ClampedArray {
  if (lastTable?.factor === factor) return lastTable.lut;
  const lut = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.round((v - 127.5) * factor + 127.5);
  lastTable = { factor, lut };
  return lut;
}
