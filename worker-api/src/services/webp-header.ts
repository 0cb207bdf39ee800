import { ImageDecodeError } from "@greenhouse/wasm-pipeline";

/**
 * The pipeline has no WebP decoder, so a library WebP is checked by its structure instead (RFC 9649):
 * a RIFF container whose size is the file's, chunks that fit inside it, and a VP8 (lossy) or VP8L
 * (lossless) frame header with its signature and a size, or a VP8X canvas holding such a frame or
 * animation frames. Bytes that only start like a WebP (`RIFF....WEBPVP8 ` over garbage) are refused.
 */

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24 = (bytes: Uint8Array, at: number) => u16(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32 = (bytes: Uint8Array, at: number) => (u24(bytes, at) + (bytes[at + 3] ?? 0) * 0x1000000) >>> 0;

type Chunk = { type: string; at: number; size: number };
type Size = { width: number; height: number };

/** The frame size in a VP8 key frame: a 3-byte tag, the 9d 01 2a start code, then 14-bit sides. */
function vp8Size(bytes: Uint8Array, chunk: Chunk): Size | string {
  const data = chunk.at + 8;
  if (chunk.size < 10) return "its VP8 frame header is cut short";
  const tag = u24(bytes, data);
  if ((tag & 1) !== 0) return "its VP8 frame is not a key frame";
  if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
    return "its VP8 frame lacks the start code";
  }
  if (tag >>> 5 > chunk.size - 10) return "its VP8 first partition runs past the chunk";
  return { width: u16(bytes, data + 6) & 0x3fff, height: u16(bytes, data + 8) & 0x3fff };
}

/** The size in a VP8L header: signature 0x2f, then 14-bit width-1 and height-1, alpha, version 0. */
function vp8lSize(bytes: Uint8Array, chunk: Chunk): Size | string {
  const data = chunk.at + 8;
  if (chunk.size < 5 || bytes[data] !== 0x2f) return "its VP8L header lacks the signature";
  const bits = u32(bytes, data + 1);
  if (bits >>> 29 !== 0) return "its VP8L header has an unknown version";
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

function chunksOf(bytes: Uint8Array): Chunk[] | string {
  if (bytes.length < 20) return "the file is too short for a WebP";
  const riffSize = u32(bytes, 4);
  if (riffSize + 8 !== bytes.length) {
    return `its RIFF header gives ${riffSize + 8} bytes but the file has ${bytes.length}`;
  }
  const chunks: Chunk[] = [];
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return "a chunk header runs past the end of the file";
    const size = u32(bytes, at + 4);
    const next = at + 8 + size + (size & 1);
    // The padding byte of an odd-sized last chunk may be missing in files some encoders wrote.
    if (next > bytes.length + (size & 1)) return `its ${fourCc(bytes, at).trim()} chunk runs past the end of the file`;
    chunks.push({ type: fourCc(bytes, at), at, size });
    at = next;
  }
  return chunks;
}

function webpSize(bytes: Uint8Array): Size | string {
  const chunks = chunksOf(bytes);
  if (typeof chunks === "string") return chunks;
  const [first] = chunks;
  const frameSize = (chunk: Chunk | undefined) =>
    chunk?.type === "VP8 " ? vp8Size(bytes, chunk) : chunk?.type === "VP8L" ? vp8lSize(bytes, chunk) : undefined;
  if (first?.type !== "VP8X") return frameSize(first) ?? "it has no VP8, VP8L or VP8X chunk first";
  if (first.size < 10) return "its VP8X header is cut short";
  const canvas = { width: u24(bytes, first.at + 12) + 1, height: u24(bytes, first.at + 15) + 1 };
  const animated = (bytes[first.at + 8] ?? 0) & 0x02;
  if (animated) return chunks.some((chunk) => chunk.type === "ANMF") ? canvas : "its animation has no frames";
  const frame = frameSize(chunks.find((chunk) => chunk.type === "VP8 " || chunk.type === "VP8L"));
  if (!frame) return "its VP8X canvas holds no VP8 or VP8L image";
  return frame;
}

/**
 * Reads a WebP's size after checking its structure.
 * @throws ImageDecodeError ("corrupt") naming what is wrong when the bytes are not a well-formed WebP.
 */
export function readWebpSize(bytes: Uint8Array, fileName: string): Size {
  if (fourCc(bytes, 0) !== "RIFF" || fourCc(bytes, 8) !== "WEBP") {
    throw new ImageDecodeError("unsupported_format", fileName, "not a WebP image");
  }
  const size = webpSize(bytes);
  if (typeof size === "string") throw new ImageDecodeError("corrupt", fileName, `not a valid WebP: ${size}`);
  if (!(size.width > 0 && size.height > 0)) {
    throw new ImageDecodeError(
      "corrupt",
      fileName,
      `WebP header gives invalid dimensions ${size.width}x${size.height}`,
    );
  }
  return size;
}
