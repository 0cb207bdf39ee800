import type { RawImage } from "../types.js";
import { i32le, need, u16le, u32le } from "./byte-reader.js";
import { fail } from "./decode-error.js";

export function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 18 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const dibSize = u32le(bytes, 14);
  return [12, 40, 52, 56, 64, 108, 124].includes(dibSize);
}

interface BmpHeader {
  dataOffset: number;
  dibSize: number;
  width: number;
  height: number;
  topDown: boolean;
  bitCount: number;
  compression: number;
  paletteSize: number;
  masks: [number, number, number, number] | undefined;
}

function parseHeader(bytes: Uint8Array): BmpHeader {
  const dataOffset = u32le(bytes, 10);
  const dibSize = u32le(bytes, 14);
  if (dibSize === 12) {
    return {
      dataOffset,
      dibSize,
      width: u16le(bytes, 18),
      height: u16le(bytes, 20),
      topDown: false,
      bitCount: u16le(bytes, 24),
      compression: 0,
      paletteSize: 0,
      masks: undefined,
    };
  }
  need(bytes, 14, 40);
  const rawHeight = i32le(bytes, 22);
  const compression = u32le(bytes, 30);
  let masks: BmpHeader["masks"];
  if (compression === 3 || compression === 6) {
    // Masks follow a 40-byte header, or are part of the larger V2..V5 headers at the same offset.
    need(bytes, 54, 12);
    const alpha = dibSize >= 56 || compression === 6 ? u32le(bytes, 66) : 0;
    masks = [u32le(bytes, 54), u32le(bytes, 58), u32le(bytes, 62), alpha];
  }
  return {
    dataOffset,
    dibSize,
    width: i32le(bytes, 18),
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitCount: u16le(bytes, 28),
    compression,
    paletteSize: u32le(bytes, 46),
    masks,
  };
}

export function readBmpSize(bytes: Uint8Array): { width: number; height: number } {
  const h = parseHeader(bytes);
  return { width: h.width, height: h.height };
}

/** Extracts a masked channel and scales it to 0..255 whatever the mask width. */
function channel(value: number, mask: number): number {
  if (mask === 0) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

/**
 * Decodes uncompressed BMP (1/4/8-bit palette, 16/24/32-bit, BITFIELDS) in either row order. RLE and
 * embedded JPEG/PNG are refused as unsupported. A 32-bit image whose alpha bytes are all 0 is the common
 * "alpha unused" case and is made opaque.
 */
export function decodeBmp(bytes: Uint8Array): RawImage {
  const h = parseHeader(bytes);
  if (h.width <= 0 || h.height <= 0) fail("corrupt", `BMP has invalid dimensions ${h.width}x${h.height}`);
  if (h.compression !== 0 && h.compression !== 3 && h.compression !== 6) {
    fail("unsupported_format", `BMP compression ${h.compression} (RLE or embedded JPEG/PNG) is not supported`);
  }
  if (![1, 4, 8, 16, 24, 32].includes(h.bitCount)) fail("corrupt", `BMP bit depth ${h.bitCount} is not valid`);

  const stride = Math.ceil((h.width * h.bitCount) / 32) * 4;
  need(bytes, h.dataOffset, stride * h.height);

  let palette: Uint8Array | undefined;
  if (h.bitCount <= 8) {
    const entrySize = h.dibSize === 12 ? 3 : 4;
    const entries = h.paletteSize || 1 << h.bitCount;
    const start = 14 + h.dibSize + (h.compression === 3 ? 12 : h.compression === 6 ? 16 : 0);
    need(bytes, start, entries * entrySize);
    palette = new Uint8Array(256 * 4);
    for (let i = 0; i < entries && i < 256; i++) {
      const at = start + i * entrySize;
      palette[i * 4] = bytes[at + 2]!;
      palette[i * 4 + 1] = bytes[at + 1]!;
      palette[i * 4 + 2] = bytes[at]!;
      palette[i * 4 + 3] = 255;
    }
  }
  const masks: [number, number, number, number] =
    h.masks ?? (h.bitCount === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0xff00, 0xff, 0xff000000]);
  const useAlpha = masks[3] !== 0 && (h.compression !== 0 || h.bitCount === 32);

  const out = new Uint8ClampedArray(h.width * h.height * 4);
  let anyAlpha = false;
  for (let y = 0; y < h.height; y++) {
    const row = h.dataOffset + (h.topDown ? y : h.height - 1 - y) * stride;
    for (let x = 0; x < h.width; x++) {
      const o = (y * h.width + x) * 4;
      if (palette) {
        const bitPos = x * h.bitCount;
        const byte = bytes[row + (bitPos >> 3)]!;
        const index = (byte >> (8 - h.bitCount - (bitPos & 7))) & ((1 << h.bitCount) - 1);
        out[o] = palette[index * 4]!;
        out[o + 1] = palette[index * 4 + 1]!;
        out[o + 2] = palette[index * 4 + 2]!;
        out[o + 3] = 255;
      } else if (h.bitCount === 24) {
        const at = row + x * 3;
        out[o] = bytes[at + 2]!;
        out[o + 1] = bytes[at + 1]!;
        out[o + 2] = bytes[at]!;
        out[o + 3] = 255;
      } else {
        const at = row + x * (h.bitCount >> 3);
        const value = h.bitCount === 16 ? u16le(bytes, at) : u32le(bytes, at);
        out[o] = channel(value, masks[0]);
        out[o + 1] = channel(value, masks[1]);
        out[o + 2] = channel(value, masks[2]);
        const alpha = useAlpha ? channel(value, masks[3]) : 255;
        if (alpha !== 0) anyAlpha = true;
        out[o + 3] = alpha;
      }
    }
  }
  if (useAlpha && !anyAlpha) for (let i = 3; i < out.length; i += 4) out[i] = 255;
  return { width: h.width, height: h.height, data: out };
}
