import { isPng, type PngChunk, readPngChunkList } from "../codecs/png-header.js";

export { isPng, type PngChunk };

/** The IHDR facts that decoding to RGBA8 throws away. */
export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA. */
  colorType: number;
  /** True when the file can carry alpha: colour type 4 or 6, or a tRNS chunk. */
  hasAlpha: boolean;
}

/**
 * Lists the chunks of a PNG file up to IEND, with the decoder's own reader and wording (see
 * `readPngChunkList`). Throws the decoder's `ImageFormatProblem`, whose message reads as a sentence.
 */
export function readPngChunks(bytes: Uint8Array): PngChunk[] {
  if (!isPng(bytes)) throw new TypeError("Expected a PNG file (the PNG signature is missing)");
  return readPngChunkList(bytes);
}

/** Reads the PNG header: size, bit depth, colour type and whether alpha can be present. */
export function readPngHeader(bytes: Uint8Array): PngHeader {
  const chunks = readPngChunks(bytes);
  // readPngChunks has checked that the first chunk is a 13-byte IHDR.
  const ihdr = chunks[0]!;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data = ihdr.offset + 8;
  const colorType = bytes[data + 9] ?? 0;
  return {
    width: view.getUint32(data),
    height: view.getUint32(data + 4),
    bitDepth: bytes[data + 8] ?? 0,
    colorType,
    hasAlpha: colorType === 4 || colorType === 6 || chunks.some((chunk) => chunk.type === "tRNS"),
  };
}

/**
 * Ancillary chunks that only describe the file (colour profiles, text, time, thumbnails). Game
 * textures are raw data: the game ignores them, and an embedded ICC profile can be larger than a 16x
 * texture itself. `tRNS` (transparency) and `PLTE` are data and are always kept.
 */
export const metadataChunkTypes = new Set([
  "iCCP",
  "sRGB",
  "gAMA",
  "cHRM",
  "cICP",
  "mDCv",
  "cLLi",
  "iTXt",
  "tEXt",
  "zTXt",
  "tIME",
  "pHYs",
  "sPLT",
  "hIST",
  "bKGD",
  "eXIf",
  "oFFs",
  "pCAL",
  "sCAL",
  "sBIT",
  "dSIG",
]);

/** Result of {@link stripPngMetadata}. */
export interface StrippedPng {
  bytes: Uint8Array;
  /** The chunk types removed, in file order (repeats included). */
  removed: string[];
}

/**
 * Removes metadata chunks (and any bytes after IEND) from a PNG without touching the image data.
 * CRCs are kept as they are because every kept chunk is copied whole.
 */
export function stripPngMetadata(bytes: Uint8Array): StrippedPng {
  const chunks = readPngChunks(bytes);
  const kept = chunks.filter((chunk) => !metadataChunkTypes.has(chunk.type));
  const removed = chunks.filter((chunk) => metadataChunkTypes.has(chunk.type)).map((chunk) => chunk.type);
  const size = 8 + kept.reduce((sum, chunk) => sum + 12 + chunk.length, 0);
  const out = new Uint8Array(size);
  out.set(bytes.subarray(0, 8));
  let offset = 8;
  for (const chunk of kept) {
    out.set(bytes.subarray(chunk.offset, chunk.offset + 12 + chunk.length), offset);
    offset += 12 + chunk.length;
  }
  return { bytes: out, removed };
}
