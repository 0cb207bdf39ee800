import { isPng } from "./png-header.js";

/**
 * Deflate's best ratio: one 258-byte match costs at least two bits (a one-bit length code and a one-bit
 * distance code), so no zlib stream expands to more than about 1032 times its size.
 */
const DEFLATE_MAX_RATIO = 1032;

/**
 * The floor for every other format, far below what any of them can reach: JPEG codes at least one bit
 * per 8x8 block (its DC symbol), TGA's RLE two bytes per 128 pixels, TIFF's LZW about 1500:1 at best.
 * One bit per pixel over 4096 stays under all of them while a 4096x4096 image still needs 512 bytes.
 */
const ANY_FORMAT_PIXELS_PER_BYTE = 8 * 4096;

/** Samples per pixel of each PNG colour type (grey, RGB, palette, grey+alpha, RGBA). */
const pngChannels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * The fewest bytes a file can have for the size its header declares, so an image accepted on its
 * header alone cannot be a forged header over a few bytes (a 4096x4096 IHDR over 16x16 data). A PNG's
 * rows (a filter byte plus width x bits per pixel) cannot deflate by more than 1032:1; any other format
 * gets a looser floor that none of its encoders can beat. The whole file is compared, headers
 * included, so the bound only errs towards accepting.
 */
export function minimumEncodedBytes(bytes: Uint8Array, width: number, height: number): number {
  if (isPng(bytes) && bytes.length >= 26) {
    const bitDepth = bytes[24] ?? 1;
    const channels = pngChannels[bytes[25] ?? 0] ?? 1;
    const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
    return Math.floor((rowBytes * height) / DEFLATE_MAX_RATIO);
  }
  return Math.floor((width * height) / ANY_FORMAT_PIXELS_PER_BYTE);
}

/** True when the file is smaller than its declared size allows: truncated or forged. */
export function isImpossiblySmall(bytes: Uint8Array, width: number, height: number): boolean {
  return bytes.length < minimumEncodedBytes(bytes, width, height);
}
