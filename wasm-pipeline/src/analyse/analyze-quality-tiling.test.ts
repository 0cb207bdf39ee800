import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeImage } from "../codecs/decode-image.js";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { pixelPerfection } from "../testing/pixel-perfection.js";
import { createRawImage } from "../types.js";
import { analyzeTextureQuality } from "./analyze-quality.js";
import { grey } from "./analyze-quality-fixtures.js";
import { measureTiling } from "./tiling.js";

beforeAll(() => initNodeCodecs());

describe("measureTiling", () => {
  it("gives a seamless triangle wave 100 and a ramp with a hard seam a low score", () => {
    const triangle = [0, 30, 60, 90, 120, 90, 60, 30];
    const seamless = measureTiling(grey(8, 8, (x) => triangle[x] ?? 0));
    expect(seamless).toEqual({ seamDifference: 30, roughestInteriorDifference: 30, score: 100 });
    const seam = measureTiling(grey(8, 8, (x) => x * 30));
    expect(seam.seamDifference).toBe(210);
    expect(seam.roughestInteriorDifference).toBe(30);
    expect(seam.score).toBe(Math.round((100 * 30.5) / 210.5));
  });

  it("passes pixel art that tiles in the game: its seam is no rougher than its own lines", async () => {
    // Stone's seam steps a little more than its average neighbours (13.6 vs 10.0): judged against the
    // mean it was flagged, although the game shows no seam. Leaves are a cutout with colour under alpha 0.
    const files = pixelPerfection(["stone", "oak_leaves", "dirt", "sand", "bricks"]);
    expect(Object.keys(files)).toHaveLength(5);
    const judged: Record<string, [number, string]> = {};
    for (const [path, bytes] of Object.entries(files)) {
      const name = path.split("/").pop() ?? path;
      const report = analyzeTextureQuality({ name, size: bytes.length, bytes }, await decodePng(bytes));
      const tiling = report.metrics.find((item) => item.name === "Seamless Tiling");
      judged[name] = [tiling?.score ?? 0, tiling?.recommendation ?? "missing"];
    }
    for (const [name, [score, advice]] of Object.entries(judged)) {
      expect(score, name).toBeGreaterThanOrEqual(90);
      expect(advice, name).toBe("");
    }
    expect(judged["stone.png"]?.[0]).toBe(98);
  });

  it("still flags images that clearly do not tile: off-centre crops of a photo texture", async () => {
    const rock = await decodeImage(new Uint8Array(readFileSync(new URL("ambientcg/rock/albedo.jpg", corpus))), {
      filename: "albedo.jpg",
    });
    expect(measureTiling(rock).score).toBeGreaterThanOrEqual(90);
    const crop = (left: number, top: number, side: number) => {
      const image = createRawImage(side, side);
      for (let y = 0; y < side; y++) {
        const start = ((y + top) * rock.width + left) * 4;
        image.data.set(rock.data.subarray(start, start + side * 4), y * side * 4);
      }
      return image;
    };
    expect(measureTiling(crop(100, 137, 300)).score).toBeLessThan(70);
    expect(measureTiling(crop(411, 250, 500)).score).toBeLessThan(70);
  });

  it("weighs colour by alpha in a cutout, and reads alpha as data in a map", () => {
    // A ramp under alpha 0: a colour texture shows nothing there, so nothing can show a seam.
    const hidden = grey(8, 8, (x) => x * 30, 0);
    expect(measureTiling(hidden).score).toBe(100);
    // In a map alpha is data (height 0 in a _n, no glow in a _s): the ramp's seam is real.
    expect(measureTiling(hidden, 8, "data").score).toBe(Math.round((100 * 30.5) / 210.5));
  });

  it("reads only the first frame of a strip and rejects tiny images", () => {
    const strip = grey(4, 8, (x, y) => (y < 4 ? 50 : x * 80));
    expect(measureTiling(strip, 4).score).toBe(100);
    expect(() => measureTiling(grey(1, 4, () => 0))).toThrow("Tiling needs at least 2x2 pixels, got 1x4");
  });
});
