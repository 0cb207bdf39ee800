import { u32be } from "./byte-reader.js";
import { fail } from "./decode-error.js";

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return signature.every((value, i) => bytes[i] === value);
}

/** Width and height from IHDR, which the PNG format requires to be the first chunk. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const length = u32be(bytes, 8);
  const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (type !== "IHDR" || length !== 13) fail("corrupt", "PNG does not start with an IHDR chunk");
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/**
 * Walks the chunk list and returns the bytes up to the end of IEND, so trailing junk (common in packs)
 * never reaches the decoder, and a file cut short is reported as truncated rather than corrupt.
 */
export function pngUpToIend(bytes: Uint8Array): Uint8Array {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = u32be(bytes, at);
    const end = at + 12 + length;
    if (end > bytes.length) fail("truncated", `PNG chunk at byte ${at} runs past the end of the file`);
    if (bytes[at + 4] === 0x49 && bytes[at + 5] === 0x45 && bytes[at + 6] === 0x4e && bytes[at + 7] === 0x44) {
      return end === bytes.length ? bytes : bytes.subarray(0, end);
    }
    at = end;
  }
  return fail("truncated", "PNG ends before its IEND chunk");
}
