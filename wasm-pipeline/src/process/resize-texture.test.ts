import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage, type RawImage } from "../types.js";
import { splitFrames } from "./frames.js";
import { resizeNearest } from "./resize-nearest.js";
import { resizeTexture } from "./resize-texture.js";

beforeAll(() => initNodeCodecs());

async function corpusImage(zip: string, path: string): Promise<RawImage> {
  const files = unzipSync(readFileSync(new URL(zip, corpus)), { filter: (file) => file.name === path });
  const bytes = files[path];
  if (!bytes) throw new Error(`${path} not in ${zip}`);
  return decodePng(bytes);
}

function grid(width: number, height: number, pixels: number[][]): RawImage {
  const image = createRawImage(width, height);
  pixels.forEach((pixel, index) => {
    image.data.set(pixel, index * 4);
  });
  return image;
}

const pixels = (image: RawImage) =>
  Array.from({ length: image.width * image.height }, (_, i) => Array.from(image.data.subarray(i * 4, i * 4 + 4)));

describe("resizeNearest", () => {
  it("doubles a 2x2 grid exactly and leaves the input alone", () => {
    const input = grid(2, 2, [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
      [13, 14, 15, 0],
    ]);
    const before = Array.from(input.data);
    const output = resizeNearest(input, 4, 4);
    const a = [1, 2, 3, 4];
    const b = [5, 6, 7, 8];
    const c = [9, 10, 11, 12];
    const d = [13, 14, 15, 0];
    expect(pixels(output)).toEqual([a, a, b, b, a, a, b, b, c, c, d, d, c, c, d, d]);
    expect(Array.from(input.data)).toEqual(before);
  });

  it("halves by picking the pixel under each target centre", () => {
    const input = grid(4, 1, [
      [0, 0, 0, 255],
      [1, 1, 1, 255],
      [2, 2, 2, 255],
      [3, 3, 3, 255],
    ]);
    expect(pixels(resizeNearest(input, 2, 1))).toEqual([
      [1, 1, 1, 255],
      [3, 3, 3, 255],
    ]);
  });
});

describe("resizeTexture", () => {
  it("keeps pixel art crisp: an integer upscale of 16x16 uses nearest even when lanczos is asked", async () => {
    const stone = await corpusImage("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const output = await resizeTexture(stone, { width: 64, interpolation: "lanczos" });
    expect(Array.from(output.data)).toEqual(Array.from(resizeNearest(stone, 64, 64).data));
    const smooth = await resizeTexture(stone, { width: 64, interpolation: "lanczos", pixelArtAware: false });
    expect(Array.from(smooth.data)).not.toEqual(Array.from(output.data));
  });

  it("keeps metal ids and emission intact in a real _s resized with lanczos", async () => {
    const rail = await corpusImage("replete-labpbr.zip", "assets/minecraft/textures/block/rail_s.png");
    const greens = new Set<number>();
    const alphas = new Set<number>();
    for (let i = 0; i < rail.data.length; i += 4) {
      greens.add(rail.data[i + 1] ?? 0);
      alphas.add(rail.data[i + 3] ?? 0);
    }
    expect([...greens].some((g) => g >= 230)).toBe(true);
    const output = await resizeTexture(rail, { width: 24, interpolation: "lanczos", mapType: "specular" });
    expect([output.width, output.height]).toEqual([24, 24]);
    for (let i = 0; i < output.data.length; i += 4) {
      expect(greens.has(output.data[i + 1] ?? -1)).toBe(true);
      expect(alphas.has(output.data[i + 3] ?? -1)).toBe(true);
    }
  });

  it("renormalises a real _n after resizing and keeps height >= 1", async () => {
    const normal = await corpusImage("replete-labpbr.zip", "assets/minecraft/textures/block/cobblestone_n.png");
    for (const interpolation of ["linear", "cubic", "lanczos"] as const) {
      const output = await resizeTexture(normal, { width: 48, interpolation, mapType: "normal" });
      let longest = 0;
      for (let i = 0; i < output.data.length; i += 4) {
        const x = ((output.data[i] ?? 0) / 255) * 2 - 1;
        const y = ((output.data[i + 1] ?? 0) / 255) * 2 - 1;
        longest = Math.max(longest, Math.hypot(x, y));
        expect(output.data[i + 3]).toBeGreaterThanOrEqual(1);
      }
      expect(longest).toBeLessThanOrEqual(1.01);
    }
  });

  it("resizes an animated strip frame by frame, never blending across frames", async () => {
    const path = "assets/minecraft/textures/block/sea_lantern.png";
    const strip = await corpusImage("pixelperfection-ce.zip", path);
    const frames = strip.height / strip.width;
    expect(frames).toBeGreaterThan(1);
    const output = await resizeTexture(strip, { width: 24, interpolation: "cubic", frameHeight: strip.width });
    expect([output.width, output.height]).toEqual([24, 24 * frames]);
    const first = splitFrames(strip, strip.width)[1] as RawImage;
    const alone = await resizeTexture(first, { width: 24, interpolation: "cubic" });
    expect(Array.from(splitFrames(output, 24)[1]?.data ?? [])).toEqual(Array.from(alone.data));
  });

  it("rejects bad targets with a message", async () => {
    const image = createRawImage(16, 16);
    await expect(resizeTexture(image, { width: 4096 })).rejects.toThrow(
      "Target width must be an integer in 1..2048, got 4096",
    );
    await expect(
      resizeTexture(image, { width: 32, interpolation: "bogus" as never, pixelArtAware: false }),
    ).rejects.toThrow("Interpolation must be nearest, linear, cubic or lanczos, got bogus");
    await expect(resizeTexture(image, { width: 32, frameHeight: 5 })).rejects.toThrow(
      "Frame height must divide the image height 16, got 5",
    );
  });
});
