import { describe, expect, it } from "vitest";
import { createRawImage } from "../types.js";
import { analyzeTextureQuality } from "./analyze-quality.js";
import { judgeResolution, resolutionScore } from "./resolution-metric.js";

describe("judgeResolution", () => {
  it("scores power-of-two sides, square or not", () => {
    const table: Array<[number, number, number]> = [
      [16, 16, 100],
      [48, 48, 80],
      [64, 32, 100], // a chest or a painting: non-square on purpose
      [16, 32, 100],
      [24, 16, 80],
    ];
    for (const [width, height, score] of table)
      expect([width, height, resolutionScore(width, height)]).toEqual([width, height, score]);
  });

  it("gives advice only below excellent, and never tells a map to change size on its own", () => {
    const table: Array<[string, number, number, number, string]> = [
      ["stone.png", 16, 16, 100, ""],
      ["stone.png", 4, 4, 100, ""],
      ["chest.png", 64, 32, 100, ""],
      ["fire_0.png", 16, 128, 100, ""],
      ["iron_checker_s.png", 256, 256, 100, ""],
      [
        "iron_checker_s.png",
        200,
        150,
        80,
        "Keep this map at its base texture's size (LabPBR requires it): resize the base to power-of-two sides so mipmaps and the atlas stay sharp, then regenerate the map",
      ],
      [
        "STONE_N.PNG",
        24,
        24,
        80,
        "Keep this map at its base texture's size (LabPBR requires it): resize the base to power-of-two sides so mipmaps and the atlas stay sharp, then regenerate the map",
      ],
      [
        "ruby.png",
        24,
        24,
        80,
        "Redraw the texture at 16x16 or 32x32: pixel art scales cleanly only by whole numbers, which never reach a power of two from 24",
      ],
      [
        "lava.png",
        24,
        96,
        80,
        "Redraw each frame at 16x16 or 32x32: pixel art scales cleanly only by whole numbers, which never reach a power of two from 24",
      ],
      [
        "rock.png",
        300,
        300,
        80,
        "Resize the texture to a power of two (e.g. 512x512) so mipmaps and the atlas stay sharp",
      ],
      [
        "painting.png",
        200,
        150,
        80,
        "Use power-of-two sides (16, 32, 64 ... 2048) so mipmaps and the atlas stay sharp, keeping the shape",
      ],
    ];
    for (const [name, width, height, score, advice] of table) {
      const judged = judgeResolution(name, width, height);
      expect([name, width, height, judged.score, judged.advice]).toEqual([name, width, height, score, advice]);
    }
  });

  it("the report's list agrees with the metric: nothing for a right size, no '512 px' for small textures", () => {
    for (const [name, width, height] of [
      ["stone.png", 16, 16],
      ["stone_s.png", 16, 16],
      ["chest_64x32.png", 64, 32],
    ] as const) {
      const report = analyzeTextureQuality({ name, size: 100 }, createRawImage(width, height));
      expect(report.metrics[0]).toMatchObject({
        name: "Resolution",
        score: 100,
        status: "excellent",
        recommendation: "",
      });
      expect(report.recommendations.join(" ")).not.toMatch(/512|resize|redraw|power/i);
    }
    const map = analyzeTextureQuality({ name: "iron_checker_s.png", size: 100 }, createRawImage(200, 150));
    expect(map.metrics[0]).toMatchObject({ score: 80, status: "good" });
    expect(map.recommendations[0]).toBe(map.metrics[0]?.recommendation);
    expect(map.recommendations.join(" ")).toMatch(/^Keep this map at its base texture's size/);
  });
});
