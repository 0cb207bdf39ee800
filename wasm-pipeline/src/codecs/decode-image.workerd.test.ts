import { describe, expect, it } from "vitest";
import { initWorkerCodecs } from "../runtime/workers.js";
import { scrambledPng } from "../testing/scrambled-png.js";
import { ImageDecodeError } from "./decode-error.js";
import { deflateTiffBase64, deflateTiffPixels, fromBase64, tinyJpegBase64 } from "./decode-fixtures.js";
import { tinyJpegSha256 } from "./decode-golden.js";
import { decodeImage, decodeImageFrames } from "./decode-image.js";
import { writeBmp, writeTga, writeTiff } from "./fixture-writers.js";
import { GifWriter } from "./omggif.js";

async function sha256Hex(bytes: Uint8ClampedArray): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes.slice().buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

describe("decodeImage inside workerd", () => {
  it("decodes the fixed JPEG to the same pixels as Node (golden hash)", async () => {
    await initWorkerCodecs();
    const image = await decodeImage(fromBase64(tinyJpegBase64), { filename: "tiny.jpg" });
    expect(image.width).toBe(8);
    expect(await sha256Hex(image.data)).toBe(tinyJpegSha256);
  });

  it("decodes TGA, BMP and TIFF with the same readers", async () => {
    await initWorkerCodecs();
    const rgba = [1, 2, 3, 255];
    const tga = writeTga({
      width: 1,
      height: 1,
      imageType: 2,
      depth: 24,
      descriptor: 0x20,
      pixels: new Uint8Array([3, 2, 1]),
    });
    const bmp = writeBmp({ width: 1, height: 1, bitCount: 24, rows: [new Uint8Array([3, 2, 1, 0])] });
    const tiff = writeTiff(1, 1, new Uint8Array(rgba));
    for (const bytes of [tga, bmp, tiff]) expect(Array.from((await decodeImage(bytes)).data)).toEqual(rgba);
  });

  it("decodes a deflate-compressed TIFF (utif2 inflates with pako)", async () => {
    const image = await decodeImage(fromBase64(deflateTiffBase64), { filename: "deflate.tif" });
    expect(Array.from(image.data)).toEqual(deflateTiffPixels);
  });

  it("decodes an animated GIF into a strip (omggif is CommonJS; workerd only gives it a default export)", async () => {
    const buffer = new Uint8Array(256);
    const writer = new GifWriter(buffer, 1, 1, { palette: [0xff0000, 0x0000ff] });
    writer.addFrame(0, 0, 1, 1, [0], { delay: 10 });
    writer.addFrame(0, 0, 1, 1, [1], { delay: 10 });
    const { image, animation } = await decodeImageFrames(buffer.slice(0, writer.end()), { filename: "anim.gif" });
    expect(Array.from(image.data)).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    expect(animation).toEqual({ frameCount: 2, frameHeight: 1, delaysMs: [100, 100] });
  });

  it("says a PNG whose data is scrambled cannot be read, the codec's trap kept as the cause only", async () => {
    await initWorkerCodecs();
    // The wasm codec's failure in workerd is a Rust panic: its words must not become a job's failure reason.
    const error = await decodeImage(scrambledPng(), { filename: "stone.png" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as ImageDecodeError).message).toBe("stone.png: its pixel data cannot be read");
    expect((error as ImageDecodeError).cause).toBeDefined();
  });
});
