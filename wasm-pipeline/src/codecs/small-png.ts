import { unzlibSync } from "fflate";
import type { RawImage } from "../types.js";
import { crc32 } from "../zip/crc32.js";
import { u32be } from "./byte-reader.js";
import { expandGrey, expandPalette, expandRgb, expandWithAlpha, unfilter } from "./png-rows.js";

/**
 * Largest filtered image data (rows plus their filter bytes) decoded here: 64x64 RGBA is 16,448 bytes, a
 * 16x256 RGBA strip 16,640. Measured on three packs' PNGs, this path is faster up to 16 KiB and even with
 * the wasm codec up to 32 KiB; far above it the wasm codec wins and its fixed cost no longer matters.
 */
const maxFilteredBytes = 32_768;

/** Channels per pixel of each PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA). */
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Filtered data buffer and the IDAT concatenation, reused (decoding is synchronous). */
const filtered = new Uint8Array(maxFilteredBytes);
let joined = new Uint8Array(0);
/** The palette as RGBA pixels, written as bytes and read as one 32-bit word per entry. */
const palette = new Uint8Array(256 * 4);
const paletteWords = new Uint32Array(palette.buffer);

/**
 * Decodes the common small PNGs of pixel-art packs (16x16 to 64x64, palette or 8-bit, not interlaced) in
 * TypeScript, giving exactly the RGBA bytes the wasm codec gives; returns undefined for anything else
 * (16-bit, interlaced, larger, or anything unusual or damaged, which the wasm codec then decodes or
 * reports). The wasm codec costs 20–40 µs per call even for a 16x16 image, most of a pack's decode time.
 * Nothing after IEND is read (trailing bytes, common in packs, are left as pngUpToIend would cut them);
 * every chunk's CRC is checked, as the wasm codec does.
 */
export function decodeSmallPng(bytes: Uint8Array): RawImage | undefined {
  if (bytes.length < 8 + 25 || u32be(bytes, 8) !== 13 || chunkType(bytes, 8) !== IHDR) return undefined;
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  const depth = bytes[24]!;
  const colourType = bytes[25]!;
  const channels = channelsOf[colourType];
  if (channels === undefined || bytes[26] !== 0 || bytes[27] !== 0 || bytes[28] !== 0) return undefined;
  if (
    depth !== 8 &&
    !(depth < 8 && (colourType === 0 || colourType === 3) && (depth === 1 || depth === 2 || depth === 4))
  )
    return undefined;
  if (width === 0 || height === 0 || width > maxFilteredBytes || height > maxFilteredBytes) return undefined;
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const filteredLength = (rowBytes + 1) * height;
  if (filteredLength > maxFilteredBytes) return undefined;

  // A real encoder's stream is never much longer than the data it holds (stored blocks add 5 bytes per
  // 64 KiB); a longer one is left to the wasm codec, so the joined buffer below stays small for good.
  const maxDataLength = 2 * filteredLength + 1024;
  let paletteSize = -1;
  let transparency: Uint8Array | undefined;
  let firstData = -1;
  let dataLength = 0;
  let dataChunks = 0;
  let dataEnded = false;
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) return undefined;
    const length = u32be(bytes, at);
    const end = at + 12 + length;
    if (end > bytes.length || length > 0x7fffffff) return undefined;
    const type = chunkType(bytes, at);
    if (type === IDAT && dataLength + length > maxDataLength) return undefined;
    if (crc32(bytes.subarray(at + 4, end - 4)) !== u32be(bytes, end - 4)) return undefined;
    if (type === IDAT) {
      if (dataEnded) return undefined;
      if (firstData < 0) firstData = at;
      dataLength += length;
      dataChunks++;
    } else {
      if (firstData >= 0) dataEnded = true;
      if (type === IEND) break;
      if (type === PLTE) {
        if (dataEnded || paletteSize >= 0 || length % 3 !== 0 || length === 0 || length > 768) return undefined;
        if (colourType === 0 || colourType === 4) return undefined;
        paletteSize = length / 3;
        for (let i = 0; i < paletteSize; i++) {
          palette[i * 4] = bytes[at + 8 + i * 3]!;
          palette[i * 4 + 1] = bytes[at + 8 + i * 3 + 1]!;
          palette[i * 4 + 2] = bytes[at + 8 + i * 3 + 2]!;
          palette[i * 4 + 3] = 255;
        }
      } else if (type === tRNS) {
        if (dataEnded || transparency) return undefined;
        transparency = bytes.subarray(at + 8, end - 4);
      } else if (type === IHDR || (bytes[at + 4]! & 0x20) === 0) {
        // A second IHDR or an unknown critical chunk: not for this decoder.
        if (type !== IHDR || at !== 8) return undefined;
      }
    }
    at = end;
  }
  if (dataChunks === 0) return undefined;
  if (colourType === 3 && paletteSize < 0) return undefined;

  let stream: Uint8Array;
  if (dataChunks === 1) {
    stream = bytes.subarray(firstData + 8, firstData + 8 + dataLength);
  } else {
    if (joined.length < dataLength) joined = new Uint8Array(dataLength);
    stream = joined.subarray(0, dataLength);
    for (let at2 = firstData, written = 0; written < dataLength; ) {
      const length = u32be(bytes, at2);
      stream.set(bytes.subarray(at2 + 8, at2 + 8 + length), written);
      written += length;
      at2 += 12 + length;
    }
  }
  const data = filtered.subarray(0, filteredLength);
  if (!inflateExactly(stream, data)) return undefined;
  const filterStep = Math.max(1, (channels * depth) >> 3);
  if (!unfilter(data, rowBytes, height, filterStep)) return undefined;

  const rgba = new Uint8ClampedArray(width * height * 4);
  if (colourType === 3) {
    if (transparency) {
      if (transparency.length > paletteSize) return undefined;
      for (let i = 0; i < transparency.length; i++) palette[i * 4 + 3] = transparency[i]!;
    }
    if (!expandPalette(data, rowBytes, width, height, depth, paletteSize, paletteWords, rgba)) return undefined;
  } else if (colourType === 0) {
    let key = -1;
    if (transparency) {
      if (transparency.length !== 2 || transparency[0] !== 0) return undefined;
      key = transparency[1]!;
      if (key >= 1 << depth) return undefined;
    }
    expandGrey(data, rowBytes, width, height, depth, key, rgba);
  } else if (colourType === 2) {
    let key = -1;
    if (transparency) {
      if (transparency.length !== 6 || transparency[0] || transparency[2] || transparency[4]) return undefined;
      key = (transparency[1]! << 16) | (transparency[3]! << 8) | transparency[5]!;
    }
    expandRgb(data, rowBytes, width, height, key, rgba);
  } else {
    if (transparency) return undefined;
    expandWithAlpha(data, rowBytes, width, height, channels, rgba);
  }
  return { width, height, data: rgba };
}

const IHDR = 0x49484452;
const PLTE = 0x504c5445;
const IDAT = 0x49444154;
const IEND = 0x49454e44;
const tRNS = 0x74524e53;

function chunkType(bytes: Uint8Array, at: number): number {
  return u32be(bytes, at + 4);
}

/**
 * Inflates the zlib stream into exactly `target`, checking its Adler-32. fflate writes into the given
 * buffer (allocating nothing per call), but silently stops at its end; the checksum catches a stream that
 * is longer or shorter than the image.
 */
function inflateExactly(stream: Uint8Array, target: Uint8Array): boolean {
  if (stream.length < 6) return false;
  let inflated: Uint8Array;
  try {
    inflated = unzlibSync(stream, { out: target });
  } catch {
    return false;
  }
  return inflated.length === target.length && adler32(target) === u32be(stream, stream.length - 4);
}

/** Adler-32 (RFC 1950), summing in blocks short enough that the sums stay exact. */
function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; ) {
    const stop = Math.min(i + 5552, data.length);
    for (; i < stop; i++) {
      a += data[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}
