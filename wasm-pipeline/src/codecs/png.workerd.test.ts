import { describe, expect, it } from "vitest";
import { initWorkerCodecs } from "../runtime/workers.js";
import { createRawImage } from "../types.js";
import { decodePng, encodePng } from "./png.js";

describe("PNG codec inside workerd", () => {
  it("round-trips exact RGBA values with the bundler-compiled module", async () => {
    await initWorkerCodecs();
    const image = createRawImage(3, 1);
    image.data.set([1, 2, 3, 4, 250, 128, 0, 255, 9, 9, 9, 0]);
    const decoded = await decodePng(await encodePng(image));
    expect(decoded.width).toBe(3);
    expect(Array.from(decoded.data)).toEqual(Array.from(image.data));
  });
});
