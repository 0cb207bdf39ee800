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
  } else if (littleEndian && src.byteOffset % 4 === 0 && src.length % 4 === 0) {
    // A pixel at a time as one 32-bit word (R in the low byte): a quarter of the loads and stores.
    const { r, g, b } = contrastTables(factor);
    const pixels = src.length >> 2;
    const from = new Uint32Array(src.buffer, src.byteOffset, pixels);
    const to = new Uint32Array(data.buffer, 0, pixels);
    for (let i = 0; i < pixels; i++) {
      const v = from[i]!;
      to[i] = r[v & 255]! | g[(v >>> 8) & 255]! | b[(v >>> 16) & 255]! | (v & 0xff000000);
    }
  } else {
    const lut = contrastTables(factor).lut;
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

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

interface ContrastTables {
  factor: number;
  lut: Uint8ClampedArray;
  /** The LUT shifted into the R, G and B bytes of a little-endian pixel word. */
  r: Uint32Array;
  g: Uint32Array;
  b: Uint32Array;
}

/** The last tables built: a pack converts every texture with the same factor, so they are built once. */
let lastTables: ContrastTables | undefined;

function contrastTables(factor: number): ContrastTables {
  if (lastTables?.factor === factor) return lastTables;
  const lut = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.round((v - 127.5) * factor + 127.5);
  const r = new Uint32Array(256);
  const g = new Uint32Array(256);
  const b = new Uint32Array(256);
  for (let v = 0; v < 256; v++) {
    r[v] = lut[v]!;
    g[v] = lut[v]! << 8;
    b[v] = lut[v]! << 16;
  }
  lastTables = { factor, lut, r, g, b };
  return lastTables;
}
