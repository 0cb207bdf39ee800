import type { RawImage } from "../types.js";
import { fail } from "./decode-error.js";
import { checkTiffStructure } from "./tiff-structure.js";
import { type Ifd, UTIF } from "./utif.js";
import { wholeBuffer } from "./whole-buffer.js";

export function isTiff(bytes: Uint8Array): boolean {
  const little = bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 0x2a && bytes[3] === 0x00;
  const big = bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0x00 && bytes[3] === 0x2a;
  return little || big;
}

/** The first directory that holds an image (EXIF and thumbnail-only directories are skipped). */
function firstImage(buffer: ArrayBuffer): Ifd {
  checkTiffStructure(new Uint8Array(buffer));
  let ifds: Ifd[];
  try {
    // Maker notes are camera data no texture needs, and utif2 parses some as whole TIFFs of their own.
    ifds = (UTIF.decode as (data: ArrayBuffer, options: object) => Ifd[])(buffer, { parseMN: false, debug: false });
  } catch (error) {
    return fail("corrupt", "TIFF directory cannot be read", error);
  }
  const ifd = ifds.find((candidate) => candidate.t256 !== undefined && candidate.t257 !== undefined);
  if (!ifd) fail("corrupt", "TIFF has no image directory");
  return ifd;
}

function sizeOf(ifd: Ifd): { width: number; height: number } {
  return { width: (ifd.t256 as number[])[0] ?? 0, height: (ifd.t257 as number[])[0] ?? 0 };
}

/** Width and height from the first image directory, without decompressing any strips. */
export function readTiffSize(bytes: Uint8Array): { width: number; height: number } {
  return sizeOf(firstImage(wholeBuffer(bytes)));
}

/** utif2 reads past the end of a cut-short file as zeros, so strip and tile extents are checked first. */
function checkDataInside(ifd: Ifd, length: number): void {
  const offsets = (ifd.t273 ?? ifd.t324) as number[] | undefined;
  const counts = (ifd.t279 ?? ifd.t325) as number[] | undefined;
  if (!offsets || !counts) fail("corrupt", "TIFF image has no strip or tile offsets");
  for (let i = 0; i < offsets.length; i++) {
    if ((offsets[i] ?? 0) + (counts[i] ?? 0) > length)
      fail("truncated", `TIFF image data ends early (${length} bytes)`);
  }
}

/** Decodes the first image of a TIFF to RGBA8 with utif2 (no ICC profile is applied). */
export function decodeTiff(bytes: Uint8Array): RawImage {
  const buffer = wholeBuffer(bytes);
  const ifd = firstImage(buffer);
  const { width, height } = sizeOf(ifd);
  checkDataInside(ifd, bytes.length);
  let rgba: Uint8Array;
  try {
    UTIF.decodeImage(buffer, ifd);
    rgba = UTIF.toRGBA8(ifd);
  } catch (error) {
    return fail("corrupt", "TIFF image data cannot be read", error);
  }
  if (rgba.length < width * height * 4) fail("truncated", "TIFF image data is shorter than its dimensions");
  return { width, height, data: new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, width * height * 4) };
}
