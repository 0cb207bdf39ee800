import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage, type RawImage } from "../types.js";
import { analyzeTextureQuality } from "./analyze-quality.js";
import { colorVariance, detailLevel, visiblePixels } from "./quality-metrics.js";
import { measureTiling } from "./tiling.js";

beforeAll(() => initNodeCodecs());

/** A literal grid of [grey, alpha] pixels, row by row. */
function grid(width: number, pixels: Array<[number, number]>): RawImage {
  const image = createRawImage(width, pixels.length / width);
  for (const [i, [grey, alpha]] of pixels.entries()) image.data.set([grey, grey, grey, alpha], i * 4);
  return image;
}

const O = 255; // opaque
const T = 0; // fully transparent

describe("the colour metrics count only what the game draws (alpha >= 16)", () => {
  it("colour variance: white stored under alpha 0 (a leaf's background) is not variety", () => {
    const table: Array<[string, RawImage, number]> = [
      [
        "black and white, both opaque",
        grid(2, [
          [0, O],
          [255, O],
        ]),
        48768.75,
      ],
      [
        "white under alpha 0",
        grid(2, [
          [0, O],
          [255, T],
        ]),
        0,
      ],
      [
        "white under alpha 15",
        grid(2, [
          [0, O],
          [255, 15],
        ]),
        0,
      ],
      [
        "white at alpha 16 (drawn)",
        grid(2, [
          [0, O],
          [255, 16],
        ]),
        48768.75,
      ],
      [
        "nothing visible",
        grid(2, [
          [0, T],
          [255, T],
        ]),
        0,
      ],
    ];
    for (const [label, image, expected] of table) expect([label, colorVariance(image)]).toEqual([label, expected]);
  });

  it("detail: only steps between two visible neighbours", () => {
    // 0 | 90 | hidden 255: the one visible pair steps 90; the silhouette step is not detail.
    expect(
      detailLevel(
        grid(3, [
          [0, O],
          [90, O],
          [255, T],
        ]),
      ),
    ).toBeCloseTo(90, 6);
    // 2x2, one hidden pixel: visible pairs are (0,0)-(1,0) = 40 and (0,0)-(0,1) = 0.
    expect(
      detailLevel(
        grid(2, [
          [0, O],
          [40, O],
          [0, O],
          [255, T],
        ]),
      ),
    ).toBeCloseTo(20, 6);
    expect(
      detailLevel(
        grid(2, [
          [0, T],
          [255, T],
        ]),
      ),
    ).toBe(0);
  });

  it("counts visible pixels", () => {
    expect(
      visiblePixels(
        grid(2, [
          [0, O],
          [0, 16],
          [0, 15],
          [0, T],
        ]),
      ),
    ).toBe(2);
  });

  it("tiling: a silhouette inside no longer excuses a hard seam among visible pixels", () => {
    // Columns 0 | hidden | 100 | 120, four rows alike. Visible pairs: 100-120 inside (20) and the wrap
    // 120-0 (120). Counting the silhouette (255) as a line inside scored this 100.
    const row: Array<[number, number]> = [
      [0, O],
      [200, T],
      [100, O],
      [120, O],
    ];
    const image = grid(4, [...row, ...row, ...row, ...row]);
    const tiling = measureTiling(image);
    expect([tiling.seamDifference, tiling.roughestInteriorDifference]).toEqual([120, 20]);
    expect(tiling.score).toBe(Math.round((100 * 20.5) / 120.5));
    // As a map's data (alpha is height or emission) every pair still counts.
    expect(measureTiling(image, 4, "data").roughestInteriorDifference).toBe(255);
  });

  it("a fully transparent texture gets a clear report, not NaN", () => {
    const report = analyzeTextureQuality(
      { name: "empty.png", size: 40 },
      grid(2, [
        [0, T],
        [255, T],
        [9, T],
        [90, T],
      ]),
    );
    const rows = report.metrics.map((metric) => [metric.name, metric.score, metric.description]);
    const nothing = "Nothing visible: every pixel is below alpha 16, which the game does not draw";
    expect(rows).toContainEqual(["Color Variance", 0, nothing]);
    expect(rows).toContainEqual(["Detail Level", 0, nothing]);
    expect(report.metrics.find((metric) => metric.name === "Seamless Tiling")?.score).toBe(100);
    expect(Number.isFinite(report.overallScore)).toBe(true);
    expect(report.recommendations).toContain(
      "The texture is fully transparent: paint visible pixels (alpha 16 or more) or check the export",
    );
  });

  it("scores PixelPerfection's oak leaves by their leaves, not the white stored under alpha 0", async () => {
    const path = "assets/minecraft/textures/block/oak_leaves.png";
    const files = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
      filter: (file) => file.name === path,
    });
    const bytes = files[path] as Uint8Array;
    const report = analyzeTextureQuality({ name: "oak_leaves.png", size: bytes.length, bytes }, await decodePng(bytes));
    const scores = Object.fromEntries(report.metrics.map((metric) => [metric.name, metric.score]));
    // Counting the 29 % hidden pixels gave variance 11059 (100), a mean step of 45.5 (100) and tiling 99.
    expect(report.metrics.find((metric) => metric.name === "Color Variance")?.description).toBe(
      "Colour variance 1238 over visible pixels",
    );
    expect(scores).toMatchObject({ "Color Variance": 62, "Detail Level": 91, "Seamless Tiling": 90 });
  });
});
