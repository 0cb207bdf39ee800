import { describe, expect, it } from "vitest";
import { optimisePng } from "../codecs/oxipng.js";
import { decodePng, encodePng } from "../codecs/png.js";
import { initWorkerCodecs } from "../runtime/workers.js";
import { createRawImage } from "../types.js";
import { resizeTexture } from "./resize-texture.js";

describe("resize and oxipng inside workerd", () => {
  it("resizes with the bundler-compiled module and optimises losslessly", async () => {
    await initWorkerCodecs();
    const image = createRawImage(8, 8);
    for (let i = 0; i < 64; i++) image.data.set([i * 4, 255 - i * 4, 128, 255], i * 4);
    const resized = await resizeTexture(image, { width: 4, interpolation: "lanczos" });
    expect([resized.width, resized.height]).toEqual([4, 4]);
    const png = await encodePng(resized);
    const optimised = await optimisePng(png, 2);
    expect(Array.from((await decodePng(optimised)).data)).toEqual(Array.from(resized.data));
  });
});
