import { GifWriter } from "omggif";
import { describe, expect, it } from "vitest";
import { ImageDecodeError } from "./decode-error.js";
import { decodeImage, decodeImageFrames, readImageHeader } from "./decode-image.js";

// GIF decoding is pure JS (omggif): no codec initialisation is needed.

/** Palette: 0 red, 1 green, 2 blue, 3 white. */
const palette = [0xff0000, 0x00ff00, 0x0000ff, 0xffffff];
const red = [255, 0, 0, 255];
const green = [0, 255, 0, 255];
const blue = [0, 0, 255, 255];
const white = [255, 255, 255, 255];
const clear = [0, 0, 0, 0];

interface TestFrame {
  pixels: number[];
  delay?: number;
  disposal?: number;
  transparent?: number;
  rect?: [number, number, number, number];
}

/** A GIF of `width`x`height` written by omggif's GifWriter, one entry per frame (indices into `palette`). */
function gif(width: number, height: number, frames: TestFrame[]): Uint8Array {
  const buffer = new Uint8Array(1024 + width * height * frames.length * 2);
  const writer = new GifWriter(buffer, width, height, { palette, loop: 0 });
  for (const frame of frames) {
    const [x, y, w, h] = frame.rect ?? [0, 0, width, height];
    writer.addFrame(x, y, w, h, frame.pixels, {
      delay: frame.delay ?? 0,
      disposal: frame.disposal ?? 0,
      ...(frame.transparent !== undefined ? { transparent: frame.transparent } : {}),
    });
  }
  return buffer.slice(0, writer.end());
}

const pixelsOf = (data: Uint8ClampedArray) => {
  const out: number[][] = [];
  for (let i = 0; i < data.length; i += 4) out.push(Array.from(data.subarray(i, i + 4)));
  return out;
};

async function errorOf(bytes: Uint8Array): Promise<ImageDecodeError> {
  const error = await decodeImage(bytes, { filename: "item/fire.gif" }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageDecodeError);
  return error as ImageDecodeError;
}

describe("decodeImage on GIF", () => {
  it("decodes a single-frame GIF to exact RGBA without an animation", async () => {
    const bytes = gif(2, 2, [{ pixels: [0, 1, 2, 3] }]);
    expect(readImageHeader(bytes)).toEqual({ format: "gif", width: 2, height: 2 });
    const decoded = await decodeImageFrames(bytes);
    expect(decoded.animation).toBeUndefined();
    expect([decoded.image.width, decoded.image.height]).toEqual([2, 2]);
    expect(pixelsOf(decoded.image.data)).toEqual([red, green, blue, white]);
  });

  it("stacks an animated GIF's frames into a vertical strip with their delays", async () => {
    const bytes = gif(2, 1, [
      { pixels: [0, 0], delay: 10 },
      { pixels: [1, 1], delay: 5 },
      // Disposal 1 makes GifWriter write this frame's control block (delay 0) instead of leaving it out.
      { pixels: [2, 3], delay: 0, disposal: 1 },
    ]);
    expect(readImageHeader(bytes, "fire.gif")).toEqual({ format: "gif", width: 2, height: 3 });
    const { image, animation } = await decodeImageFrames(bytes);
    expect([image.width, image.height]).toEqual([2, 3]);
    expect(pixelsOf(image.data)).toEqual([red, red, green, green, blue, white]);
    expect(animation).toEqual({ frameCount: 3, frameHeight: 1, delaysMs: [100, 50, 0] });
  });

  it("composites partial frames over the previous picture and honours disposal", async () => {
    const bytes = gif(2, 2, [
      // Frame 1 fills the picture; it is kept (disposal 1).
      { pixels: [0, 0, 0, 0], disposal: 1 },
      // Frame 2 draws only the top-right pixel and is then cleared (disposal 2).
      { pixels: [1], rect: [1, 0, 1, 1], disposal: 2 },
      // Frame 3 draws the bottom-left pixel; its transparent index keeps what is underneath.
      { pixels: [2, 3], rect: [0, 1, 2, 1], transparent: 3 },
    ]);
    const { image } = await decodeImageFrames(bytes);
    expect(pixelsOf(image.data)).toEqual([
      ...[red, red, red, red],
      ...[red, green, red, red],
      // The cleared top-right pixel is transparent; the transparent index left the red underneath.
      ...[red, clear, blue, red],
    ]);
  });

  it("counts every frame against the pixel budget before decoding", async () => {
    const bytes = gif(2, 2, [{ pixels: [0, 0, 0, 0] }, { pixels: [1, 1, 1, 1] }]);
    const error = await decodeImage(bytes, { filename: "anim.gif", maxPixels: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as ImageDecodeError).code).toBe("too_large");
    expect((error as ImageDecodeError).message).toBe("anim.gif: 2x4 exceeds the limit of 7 pixels");
    await expect(decodeImage(bytes, { maxPixels: 8 })).resolves.toMatchObject({ width: 2, height: 4 });
  });

  it("reports a GIF cut inside its image data as truncated, naming the file", async () => {
    const bytes = gif(4, 4, [{ pixels: new Array(16).fill(1) }]);
    const error = await errorOf(bytes.subarray(0, bytes.length - 4));
    expect(error.code).toBe("truncated");
    expect(error.message).toMatch(/^item\/fire\.gif: GIF /);
    const tiny = await errorOf(bytes.subarray(0, 8));
    expect(tiny.code).toBe("truncated");
    expect(tiny.message).toMatch(/^item\/fire\.gif: file ends after 8 bytes/);
  });

  it("reports a GIF without any frame as truncated and unknown blocks as corrupt", async () => {
    const bytes = gif(2, 2, [{ pixels: [0, 0, 0, 0] }]);
    // The header and palette only (6 + 7 + 4 * 3 bytes), then the trailer.
    const headerOnly = new Uint8Array([...bytes.subarray(0, 25), 0x3b]);
    expect((await errorOf(headerOnly)).message).toBe("item/fire.gif: GIF holds no image frame");
    const damaged = bytes.slice();
    damaged[bytes.length - 1] = 0x99;
    const corrupt = await errorOf(new Uint8Array([...bytes.subarray(0, 25), 0x99]));
    expect(corrupt.code).toBe("corrupt");
    expect(corrupt.message).toBe("item/fire.gif: GIF structure cannot be read");
    // omggif's own words are kept for logs, never shown.
    expect((corrupt.cause as Error).message).toBe("Unknown gif block: 0x99");
  });

  it("refuses a frame that lies outside the picture", async () => {
    const bytes = gif(2, 2, [{ pixels: [0, 0, 0, 0] }]);
    const moved = bytes.slice();
    // The image descriptor follows the NETSCAPE loop block: its left position is right after 0x2c.
    const descriptor = moved.indexOf(0x2c, 25);
    moved[descriptor + 1] = 1;
    const error = await errorOf(moved);
    expect(error.code).toBe("corrupt");
    expect(error.message).toBe("item/fire.gif: GIF frame 1 (2x2 at 1,0) lies outside the 2x2 image");
  });
});
