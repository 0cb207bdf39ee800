import { zlibSync } from "fflate";
import { UTIF } from "./utif.js";

/**
 * Tiny writers for test fixtures in formats and variants the corpus lacks (TGA, BMP, TIFF, and PNG colour
 * types such as grey 1-bit or 16-bit RGBA). They write the bytes the format specifications describe, so
 * decoder tests do not depend on any other decoder.
 */

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A PNG from already-packed scanlines (without filter bytes). Row y is written with filter
 * `filters[y % filters.length]` (default 0, None), the compressed data is split into IDAT chunks of
 * `idatSize` bytes when given, and `level` is the deflate level (0 writes stored blocks).
 */
export function writePng(options: {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  rows: Uint8Array[];
  palette?: Uint8Array;
  trns?: Uint8Array;
  filters?: number[];
  idatSize?: number;
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
}): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, options.width);
  view.setUint32(4, options.height);
  ihdr[8] = options.bitDepth;
  ihdr[9] = options.colorType;
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[options.colorType] ?? 1;
  const step = Math.max(1, (channels * options.bitDepth) >> 3);
  const filters = options.filters ?? [0];
  const raw = concat(
    options.rows.flatMap((row, y) => {
      const filter = filters[y % filters.length]!;
      return [new Uint8Array([filter]), filterRow(filter, row, options.rows[y - 1], step)];
    }),
  );
  const compressed = zlibSync(raw, { level: options.level ?? 6 });
  const size = options.idatSize ?? compressed.length;
  const idats: Uint8Array[] = [];
  for (let at = 0; at < compressed.length; at += size) idats.push(chunk("IDAT", compressed.subarray(at, at + size)));
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...(options.palette ? [chunk("PLTE", options.palette)] : []),
    ...(options.trns ? [chunk("tRNS", options.trns)] : []),
    ...idats,
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** Applies PNG filter 0–4 to a row (`above` is the previous unfiltered row; none above reads as zeros). */
function filterRow(filter: number, row: Uint8Array, above: Uint8Array | undefined, step: number): Uint8Array {
  const out = new Uint8Array(row.length);
  for (let x = 0; x < row.length; x++) {
    const a = x >= step ? row[x - step]! : 0;
    const b = above ? above[x]! : 0;
    const c = above && x >= step ? above[x - step]! : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
    out[x] = (row[x]! - predictor) & 255;
  }
  return out;
}

/** A TGA with the given image type, depth and descriptor; `pixels` are already in file order. */
export function writeTga(options: {
  width: number;
  height: number;
  imageType: number;
  depth: number;
  descriptor: number;
  pixels: Uint8Array;
  colorMap?: { depth: number; entries: Uint8Array };
}): Uint8Array {
  const header = new Uint8Array(18);
  const view = new DataView(header.buffer);
  if (options.colorMap) {
    header[1] = 1;
    view.setUint16(5, options.colorMap.entries.length / ((options.colorMap.depth + 1) >> 3), true);
    header[7] = options.colorMap.depth;
  }
  header[2] = options.imageType;
  view.setUint16(12, options.width, true);
  view.setUint16(14, options.height, true);
  header[16] = options.depth;
  header[17] = options.descriptor;
  return concat([header, options.colorMap?.entries ?? new Uint8Array(0), options.pixels]);
}

/** A BMP with a 40-byte (or, with masks, 108-byte V4) header; `rows` are padded file rows in file order. */
export function writeBmp(options: {
  width: number;
  height: number;
  bitCount: number;
  rows: Uint8Array[];
  palette?: Uint8Array;
  masks?: [number, number, number, number];
}): Uint8Array {
  const dibSize = options.masks ? 108 : 40;
  const paletteBytes = options.palette?.length ?? 0;
  const dataOffset = 14 + dibSize + paletteBytes;
  const pixels = concat(options.rows);
  const out = new Uint8Array(dataOffset + pixels.length);
  const view = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  view.setUint32(2, out.length, true);
  view.setUint32(10, dataOffset, true);
  view.setUint32(14, dibSize, true);
  view.setInt32(18, options.width, true);
  view.setInt32(22, options.height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, options.bitCount, true);
  view.setUint32(30, options.masks ? 3 : 0, true);
  view.setUint32(34, pixels.length, true);
  if (options.palette) view.setUint32(46, options.palette.length / 4, true);
  for (const [i, mask] of (options.masks ?? []).entries()) view.setUint32(54 + i * 4, mask, true);
  if (options.palette) out.set(options.palette, 14 + dibSize);
  out.set(pixels, dataOffset);
  return out;
}

/** An uncompressed RGBA TIFF written by utif2. */
export function writeTiff(width: number, height: number, rgba: Uint8Array): Uint8Array {
  return new Uint8Array(UTIF.encodeImage(rgba, width, height));
}
