import { describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { createRawImage } from "../types.js";
import { resizeWithPixelBlend } from "./pixel-blend.js";
import { resizeNearest } from "./resize-nearest.js";
import { resizeTexture } from "./resize-texture.js";

/** A 4x4 checkerboard of black and white with one red pixel: hard edges everywhere. */
function checker() {
  const image = createRawImage(4, 4);
  for (let i = 0; i < 16; i++) {
    const on = ((i % 4) + Math.floor(i / 4)) % 2 === 0 ? 255 : 0;
    image.data.set([on, on, on, 255], i * 4);
  }
  image.data.set([255, 0, 0, 255], 5 * 4);
  return image;
}

describe("resizeWithPixelBlend", () => {
  it("is Lanczos at 0, nearest at 1, and their rounded mix between", async () => {
    await initNodeCodecs();
    const source = checker();
    const lanczos = await resizeTexture(source, { width: 12, interpolation: "lanczos", pixelArtAware: false });
    const nearest = resizeNearest(source, 12, 12);
    expect((await resizeWithPixelBlend(source, 12, 12, 0)).data).toEqual(lanczos.data);
    expect((await resizeWithPixelBlend(source, 12, 12, 1)).data).toEqual(nearest.data);
    const half = await resizeWithPixelBlend(source, 12, 12, 0.5);
    for (let i = 0; i < half.data.length; i++) {
      expect(half.data[i]).toBe(Math.round(lanczos.data[i]! + (nearest.data[i]! - lanczos.data[i]!) * 0.5));
    }
    expect(half.data).not.toEqual(lanczos.data);
    expect(half.data).not.toEqual(nearest.data);
  });

  it("keeps animation frames apart and refuses a blend outside 0..1", async () => {
    await initNodeCodecs();
    const strip = createRawImage(4, 8);
    strip.data.fill(255, 0, 64); // frame 1 white, frame 2 black
    for (let i = 3; i < strip.data.length; i += 4) strip.data[i] = 255;
    const resized = await resizeWithPixelBlend(strip, 8, 16, 0.5, 4);
    expect([resized.width, resized.height]).toEqual([8, 16]);
    // The last row of frame 1 is still white, the first row of frame 2 still black: nothing bled across.
    expect(resized.data[(7 * 8 + 3) * 4]).toBe(255);
    expect(resized.data[(8 * 8 + 3) * 4]).toBe(0);
    await expect(resizeWithPixelBlend(strip, 8, 16, 1.5, 4)).rejects.toThrow("crisp must be in 0..1, got 1.5");
  });
});
