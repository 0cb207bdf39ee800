import type { RawImage } from "../types.js";
import { need, u16le } from "./byte-reader.js";
import { fail } from "./decode-error.js";

/** The parts of a Truevision TGA header the decoder needs. */
interface TgaHeader {
  idLength: number;
  colorMapType: number;
  imageType: number;
  mapFirst: number;
  mapLength: number;
  mapDepth: number;
  width: number;
  height: number;
  depth: number;
  descriptor: number;
}

const headerSize = 18;

function parseHeader(bytes: Uint8Array): TgaHeader {
  need(bytes, 0, headerSize);
  return {
    idLength: bytes[0]!,
    colorMapType: bytes[1]!,
    imageType: bytes[2]!,
    mapFirst: u16le(bytes, 3),
    mapLength: u16le(bytes, 5),
    mapDepth: bytes[7]!,
    width: u16le(bytes, 12),
    height: u16le(bytes, 14),
    depth: bytes[16]!,
    descriptor: bytes[17]!,
  };
}

/**
 * TGA has no magic number, so it is recognised by a header whose fields are all valid (checked after every
 * format that has one), or by the TGA 2.0 footer.
 */
export function isTga(bytes: Uint8Array): boolean {
  if (bytes.length < headerSize) return false;
  const footer = "TRUEVISION-XFILE.";
  if (bytes.length >= 26 + headerSize) {
    const tail = String.fromCharCode(...bytes.subarray(bytes.length - 18, bytes.length - 1));
    if (tail === footer) return true;
  }
  const h = parseHeader(bytes);
  const mapped = h.imageType === 1 || h.imageType === 9;
  const validType = [1, 2, 3, 9, 10, 11].includes(h.imageType);
  const validMap = mapped
    ? h.colorMapType === 1 && [15, 16, 24, 32].includes(h.mapDepth) && h.depth === 8
    : h.colorMapType === 0 || h.colorMapType === 1;
  const validDepth = [8, 15, 16, 24, 32].includes(h.depth);
  return validType && validMap && validDepth && h.width > 0 && h.height > 0 && (h.descriptor & 0xc0) === 0;
}

export function readTgaSize(bytes: Uint8Array): { width: number; height: number } {
  const h = parseHeader(bytes);
  return { width: h.width, height: h.height };
}

/** Reads one pixel of `depth` bits at `at` into RGBA at `out[o]`. */
function readPixel(bytes: Uint8Array, at: number, depth: number, out: Uint8ClampedArray, o: number): void {
  if (depth === 8) {
    const v = bytes[at]!;
    out[o] = v;
    out[o + 1] = v;
    out[o + 2] = v;
    out[o + 3] = 255;
  } else if (depth === 15 || depth === 16) {
    const v = bytes[at]! | (bytes[at + 1]! << 8);
    out[o] = (((v >> 10) & 31) * 255 + 15) / 31;
    out[o + 1] = (((v >> 5) & 31) * 255 + 15) / 31;
    out[o + 2] = ((v & 31) * 255 + 15) / 31;
    out[o + 3] = depth === 16 && v & 0x8000 ? 255 : depth === 16 ? 0 : 255;
  } else {
    out[o] = bytes[at + 2]!;
    out[o + 1] = bytes[at + 1]!;
    out[o + 2] = bytes[at]!;
    out[o + 3] = depth === 32 ? bytes[at + 3]! : 255;
  }
}

/**
 * Decodes colour-mapped, true-colour and greyscale TGA (types 1, 2, 3 and their RLE forms 9, 10, 11) at
 * 8/15/16/24/32 bits, honouring the origin bits. Attribute bits that are all zero (many writers leave the
 * alpha channel empty) make the image opaque instead of invisible.
 */
export function decodeTga(bytes: Uint8Array): RawImage {
  const h = parseHeader(bytes);
  const rle = h.imageType >= 9;
  const mapped = h.imageType === 1 || h.imageType === 9;
  const pixelBytes = (h.depth + 1) >> 3;
  const count = h.width * h.height;
  let at = headerSize + h.idLength;

  let palette: Uint8ClampedArray | undefined;
  if (h.colorMapType === 1) {
    const entryBytes = (h.mapDepth + 1) >> 3;
    need(bytes, at, h.mapLength * entryBytes);
    if (mapped) {
      palette = new Uint8ClampedArray((h.mapFirst + h.mapLength) * 4);
      for (let i = 0; i < h.mapLength; i++)
        readPixel(bytes, at + i * entryBytes, h.mapDepth, palette, (h.mapFirst + i) * 4);
    }
    at += h.mapLength * entryBytes;
  }
  const valueDepth = mapped ? 8 : h.depth;
  const pixels = new Uint8ClampedArray(count * 4);
  const put = (src: number, index: number): void => {
    if (palette) {
      const entry = bytes[src]! * 4;
      if (entry + 3 >= palette.length) fail("corrupt", `TGA colour index ${bytes[src]} is outside the colour map`);
      pixels.set(palette.subarray(entry, entry + 4), index * 4);
    } else {
      readPixel(bytes, src, valueDepth, pixels, index * 4);
    }
  };

  if (rle) {
    let index = 0;
    while (index < count) {
      need(bytes, at, 1);
      const packet = bytes[at++]!;
      const run = (packet & 0x7f) + 1;
      if (index + run > count) fail("corrupt", "TGA run-length packet runs past the image");
      if (packet & 0x80) {
        need(bytes, at, pixelBytes);
        for (let i = 0; i < run; i++) put(at, index++);
        at += pixelBytes;
      } else {
        need(bytes, at, run * pixelBytes);
        for (let i = 0; i < run; i++, at += pixelBytes) put(at, index++);
      }
    }
  } else {
    need(bytes, at, count * pixelBytes);
    for (let index = 0; index < count; index++, at += pixelBytes) put(at, index);
  }

  const alphaBits = h.descriptor & 0x0f;
  if (!mapped && (h.depth === 32 || h.depth === 16) && alphaBits === 0) {
    for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
  }
  return orient(
    { width: h.width, height: h.height, data: pixels },
    (h.descriptor & 0x10) !== 0,
    (h.descriptor & 0x20) === 0,
  );
}

/** Rows are stored bottom-up unless the descriptor's top-left bit is set; columns rarely right-to-left. */
function orient(image: RawImage, flipX: boolean, flipY: boolean): RawImage {
  if (!flipX && !flipY) return image;
  const { width, height, data } = image;
  const out = new Uint8ClampedArray(data.length);
  const src = new Uint32Array(data.buffer);
  const dst = new Uint32Array(out.buffer);
  for (let y = 0; y < height; y++) {
    const sy = flipY ? height - 1 - y : y;
    for (let x = 0; x < width; x++) dst[y * width + x] = src[sy * width + (flipX ? width - 1 - x : x)]!;
  }
  return { width, height, data: out };
}
