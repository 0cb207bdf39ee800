import { u32be } from "./byte-reader.js";
import { fail } from "./decode-error.js";

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return signature.every((value, i) => bytes[i] === value);
}

/** One chunk of a PNG file, as a view into the file's bytes. */
export interface PngChunk {
  type: string;
  /** Offset of the chunk's length field in the file. */
  offset: number;
  /** Length of the chunk's data (without length, type and CRC). */
  length: number;
}

/**
 * Width and height from IHDR, which the PNG format requires to be the first chunk. Checked before any
 * chunk is walked, so a signature followed by garbage is "does not start with an IHDR chunk" on every
 * path (decode, validate, upload) rather than a garbage chunk name running past the end.
 */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  checkStartsWithIhdr(bytes);
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

function checkStartsWithIhdr(bytes: Uint8Array): void {
  // A file cut inside the first chunk's length or type: say what is missing, not a byte count.
  if (bytes.length < 16) fail("truncated", "PNG ends before its IHDR chunk");
  const length = u32be(bytes, 8);
  const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (type !== "IHDR" || length !== 13) fail("corrupt", "PNG does not start with an IHDR chunk");
}

/**
 * The one walk over a PNG's chunks, up to IEND: the decoder, the validator and metadata stripping all
 * use it so a damaged file is described in the same words everywhere. Trailing bytes after IEND
 * (common in packs) are left out; a chunk cut short is `truncated`, not `corrupt`.
 */
export function readPngChunkList(bytes: Uint8Array): PngChunk[] {
  checkStartsWithIhdr(bytes);
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = chunkName(bytes, at + 4);
    if (at + 12 + length > bytes.length) {
      fail("truncated", `PNG chunk ${type === undefined ? "" : `${type} `}at byte ${at} runs past the end of the file`);
    }
    chunks.push({ type: type ?? "", offset: at, length });
    at += 12 + length;
    if (type === "IEND") return chunks;
  }
  return fail("truncated", "PNG ends before its IEND chunk");
}

/**
 * The chunk type at `at` as text, or undefined when its bytes are not the four ASCII letters PNG
 * requires. Tested on the bytes, not on strings: every PNG a conversion reads is walked here, and an
 * array, four strings and a regular expression per chunk were a measurable part of a pack's time.
 */
function chunkName(bytes: Uint8Array, at: number): string | undefined {
  const a = bytes[at]!;
  const b = bytes[at + 1]!;
  const c = bytes[at + 2]!;
  const d = bytes[at + 3]!;
  return isLetter(a) && isLetter(b) && isLetter(c) && isLetter(d) ? String.fromCharCode(a, b, c, d) : undefined;
}

/** A-Z or a-z. */
function isLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

/** The bytes up to the end of IEND, so trailing junk never reaches the decoder. */
export function pngUpToIend(bytes: Uint8Array): Uint8Array {
  const iend = readPngChunkList(bytes).at(-1)!;
  const end = iend.offset + 12 + iend.length;
  return end === bytes.length ? bytes : bytes.subarray(0, end);
}
