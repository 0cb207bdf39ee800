import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage } from "../types.js";
import { decodePng, encodePng } from "./png.js";

beforeAll(() => initNodeCodecs());

describe("PNG codec in Node", () => {
  it("round-trips exact RGBA values, including colour under zero alpha", async () => {
    const image = createRawImage(2, 2);
    image.data.set([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 1]);
    const decoded = await decodePng(await encodePng(image));
    expect(decoded.width).toBe(2);
    expect(decoded.height).toBe(2);
    expect(Array.from(decoded.data)).toEqual(Array.from(image.data));
  });

  it("reads only the view's bytes: a pooled Node Buffer in, a frame of a strip out", async () => {
    const strip = createRawImage(2, 4);
    for (let i = 0; i < strip.data.length; i++) strip.data[i] = i;
    // The second frame is a view into the strip's buffer, at an offset.
    const frame = { width: 2, height: 2, data: strip.data.subarray(16) };
    const png = await encodePng(frame);
    // Small Node Buffers share one pool, so this view starts somewhere inside a larger buffer.
    const pooled = Buffer.from(png);
    expect(pooled.byteOffset > 0 || pooled.buffer.byteLength > pooled.byteLength).toBe(true);
    const decoded = await decodePng(pooled);
    expect(Array.from(decoded.data)).toEqual(Array.from(frame.data));
  });

  it("decodes a real palette texture from the corpus", async () => {
    const zip = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
      filter: (file) => file.name.endsWith("textures/block/stone.png"),
    });
    const [bytes] = Object.values(zip);
    expect(bytes).toBeDefined();
    const image = await decodePng(bytes as Uint8Array);
    expect(image.width).toBe(16);
    expect(image.data.length).toBe(image.width * image.height * 4);
  });
});
