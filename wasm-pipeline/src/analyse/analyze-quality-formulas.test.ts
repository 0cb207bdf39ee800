import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { gradeFor, metricStatus } from "./analyze-quality.js";
import { grey } from "./analyze-quality-fixtures.js";
import {
  bytesPerPixel,
  colorVariance,
  colorVarianceScore,
  compressionLabel,
  emissionScore,
  fileOptimizationScore,
} from "./quality-metrics.js";

beforeAll(() => initNodeCodecs());

describe("the spec's formulas", () => {
  it("grades by band", () => {
    expect([100, 95, 94, 90, 85, 80, 75, 70, 69, 60, 59, 0].map(gradeFor)).toEqual([
      "A+",
      "A+",
      "A",
      "A",
      "B+",
      "B",
      "C+",
      "C",
      "D",
      "D",
      "F",
      "F",
    ]);
  });

  it("bands statuses per metric", () => {
    expect([90, 70, 50, 49].map((score) => metricStatus("Resolution", score))).toEqual([
      "excellent",
      "good",
      "fair",
      "poor",
    ]);
    expect([95, 85, 70, 69].map((score) => metricStatus("Emission Handling", score))).toEqual([
      "excellent",
      "good",
      "fair",
      "poor",
    ]);
    expect([80, 60, 40, 39].map((score) => metricStatus("Color Variance", score))).toEqual([
      "excellent",
      "good",
      "fair",
      "poor",
    ]);
    expect([90, 70, 10].map((score) => metricStatus("Format Compliance", score))).toEqual([
      "excellent",
      "good",
      "fair",
    ]);
  });

  it("scores resolution, bytes per pixel, compression, colour and emission", () => {
    expect(bytesPerPixel(512, 16, 16)).toBe(2);
    expect([0.49, 0.5, 0.99, 1, 1.99, 2].map(fileOptimizationScore)).toEqual([100, 90, 90, 70, 70, 40]);
    expect([0.99, 1, 1.49, 1.5].map(compressionLabel)).toEqual(["High", "Medium", "Medium", "Low"]);
    // Black and white halves: each channel's variance is 127.5^2, the sum 48768.75.
    expect(colorVariance(grey(2, 1, (x) => x * 255))).toBe(48768.75);
    expect(colorVarianceScore(1200)).toBe(60);
    expect(colorVarianceScore(48768.75)).toBe(100);
    expect([0.96, 0.95, 0.51, 0.5].map((share) => emissionScore(share).score)).toEqual([100, 90, 90, 95]);
  });
});
