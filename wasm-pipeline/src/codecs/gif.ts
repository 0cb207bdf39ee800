import type { RawImage } from "../types.js";
import { need, u16le } from "./byte-reader.js";
import { fail } from "./decode-error.js";
import { type GifFrameInfo, GifReader } from "./omggif.js";

/** The frames of an animated GIF as the pipeline sees them: a vertical strip of equal frames. */
export interface GifAnimation {
  frameCount: number;
  /** The logical screen height: every frame of the strip is this tall. */
  frameHeight: number;
  /** Each frame's delay in milliseconds, as the file gives it (0 when it gives none). */
  delaysMs: number[];
}

export function isGif(bytes: Uint8Array): boolean {
  // "GIF87a" or "GIF89a".
  return (
    bytes[0] === 0x47 &&
    bytes[1] === 0x49 &&
    bytes[2] === 0x46 &&
    bytes[3] === 0x38 &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  );
}

/**
 * Walks the block structure (no pixel data is decompressed) and checks every frame against the file:
 * omggif reads past the end as `undefined` and paints missing data as palette index 0, so a file cut
 * short would otherwise decode to a wrong picture instead of an error.
 */
function openGif(bytes: Uint8Array): { reader: GifReader; frames: GifFrameInfo[] } {
  need(bytes, 0, 13);
  let reader: GifReader;
  try {
    reader = new GifReader(bytes);
  } catch (error) {
    const message = (error as Error).message;
    if (/block size/i.test(message)) fail("truncated", `GIF ends inside a data block (${bytes.length} bytes)`);
    // omggif's words ("Unknown gif block: 0x55") are kept as the cause only.
    return fail("corrupt", "GIF structure cannot be read", error);
  }
  const count = reader.numFrames();
  if (count === 0) fail("truncated", "GIF holds no image frame");
  const frames: GifFrameInfo[] = [];
  for (let i = 0; i < count; i++) {
    const frame = reader.frameInfo(i);
    if (frame.data_offset + frame.data_length > bytes.length) {
      fail("truncated", `GIF frame ${i + 1} of ${count} ends after the file (${bytes.length} bytes)`);
    }
    if (frame.palette_offset === null || frame.palette_offset + (frame.palette_size ?? 0) * 3 > bytes.length) {
      fail("corrupt", `GIF frame ${i + 1} has no colour table`);
    }
    if (frame.x + frame.width > reader.width || frame.y + frame.height > reader.height) {
      fail(
        "corrupt",
        `GIF frame ${i + 1} (${frame.width}x${frame.height} at ${frame.x},${frame.y}) lies outside the ${reader.width}x${reader.height} image`,
      );
    }
    frames.push(frame);
  }
  return { reader, frames };
}

/**
 * Width and height of the strip the GIF decodes to (frames stacked top to bottom), so the pixel budget
 * counts every frame before anything is allocated.
 */
export function readGifSize(bytes: Uint8Array): { width: number; height: number } {
  need(bytes, 0, 10);
  const width = u16le(bytes, 6);
  const height = u16le(bytes, 8);
  const { frames } = openGif(bytes);
  return { width, height: height * frames.length };
}

/** Frame count and delays of a GIF, from its blocks alone. */
export function readGifAnimation(bytes: Uint8Array): GifAnimation {
  const { reader, frames } = openGif(bytes);
  // GIF delays are in hundredths of a second.
  return { frameCount: frames.length, frameHeight: reader.height, delaysMs: frames.map((f) => f.delay * 10) };
}

/**
 * Decodes every frame of a GIF to RGBA8 and stacks them into one vertical strip (one frame for a still
 * GIF). Frames are composited as a viewer shows them: each is drawn over the previous picture, then
 * disposed of as its disposal method says (2 clears its rectangle, 3 restores the picture before it).
 */
export function decodeGif(bytes: Uint8Array): RawImage {
  const { reader, frames } = openGif(bytes);
  const { width, height } = reader;
  const frameBytes = width * height * 4;
  const strip = new Uint8ClampedArray(frameBytes * frames.length);
  let canvas = new Uint8ClampedArray(frameBytes);
  frames.forEach((frame, index) => {
    const before = frame.disposal === 3 ? canvas.slice() : undefined;
    try {
      reader.decodeAndBlitFrameRGBA(index, canvas);
    } catch (error) {
      fail("corrupt", `GIF frame ${index + 1} cannot be read`, error);
    }
    strip.set(canvas, index * frameBytes);
    if (frame.disposal === 2) clearRect(canvas, width, frame);
    else if (before) canvas = before;
  });
  return { width, height: height * frames.length, data: strip };
}

function clearRect(canvas: Uint8ClampedArray, width: number, frame: GifFrameInfo): void {
  for (let y = frame.y; y < frame.y + frame.height; y++) {
    const start = (y * width + frame.x) * 4;
    canvas.fill(0, start, start + frame.width * 4);
  }
}
