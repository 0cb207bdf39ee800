import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { analyzeTextureQuality } from "./analyze-quality.js";
import { grey } from "./analyze-quality-fixtures.js";
import { qualityReportToJson, qualityReportToMarkdown } from "./quality-report-export.js";

beforeAll(() => initNodeCodecs());

describe("analyzeTextureQuality", () => {
  it("reproduces a hand-computed report", () => {
    // 4x4 checkerboard of 0 and 40: PoT square 100; 32 B / 16 px = 2 B/px -> 40; variance 3 * 400 = 1200 -> 60;
    // every neighbour step is 40 -> detail 100; opaque -> 100; PNG -> 100; seams like the interior -> 100.
    const report = analyzeTextureQuality(
      { name: "check.png", size: 32 },
      grey(4, 4, (x, y) => ((x + y) % 2) * 40),
    );
    expect(report.metrics.map((metric) => [metric.name, metric.score, metric.status])).toEqual([
      ["Resolution", 100, "excellent"],
      ["File Optimization", 40, "poor"],
      ["Color Variance", 60, "good"],
      ["Detail Level", 100, "excellent"],
      ["Transparency", 100, "excellent"],
      ["Format Compliance", 100, "excellent"],
      ["Seamless Tiling", 100, "excellent"],
    ]);
    expect(report.overallScore).toBe(86);
    expect(report.grade).toBe("B+");
    expect(report.technicalDetails).toEqual({
      resolution: "4x4",
      fileSize: "32 B",
      format: "PNG",
      colorDepth: "8-bit RGB (PNG)",
      compression: "Low",
    });
    expect(report.recommendations).toEqual([]);
    expect(report.metrics[0]?.recommendation).toBe("");
    expect(report.metrics[1]?.recommendation).toBe("Optimise the PNG losslessly and strip metadata chunks");
  });

  it("recommends resizing, compression and PNG for a non-square JPEG close to raw size", () => {
    const report = analyzeTextureQuality(
      { name: "photo.jpg", size: 3 * 24 * 16 },
      grey(24, 16, () => 128),
    );
    expect(report.technicalDetails.format).toBe("JPEG");
    expect(report.recommendations.slice(0, 3)).toEqual([
      "Use power-of-two sides (16, 32, 64 ... 2048) so mipmaps and the atlas stay sharp, keeping the shape",
      "Compress the file: 3.00 bytes per pixel is close to raw size",
      "Convert to PNG",
    ]);
  });

  it("reads colour depth and metadata from a real PNG (a Replete ore carries iCCP/zTXt)", async () => {
    const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
      filter: (file) => file.name === "assets/universal_ores/textures/block/andesite_iron_ore.png",
    });
    const bytes = files["assets/universal_ores/textures/block/andesite_iron_ore.png"] as Uint8Array;
    const report = analyzeTextureQuality({ name: "stone.png", size: bytes.length, bytes }, await decodePng(bytes));
    expect(report.technicalDetails.resolution).toBe("32x32");
    expect(report.technicalDetails.colorDepth).toMatch(/^(8|16)-bit /);
    expect(report.recommendations.some((item) => /^Strip \d+ bytes of metadata \(.*iCCP/.test(item))).toBe(true);
    expect(report.metrics).toHaveLength(7);
  });

  it("blames metadata, not the pixels, when metadata is most of the file (Replete's glowstone)", async () => {
    const name = "assets/minecraft/textures/block/glowstone.png";
    const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), { filter: (f) => f.name === name });
    const bytes = files[name] as Uint8Array;
    const report = analyzeTextureQuality({ name: "glowstone.png", size: bytes.length, bytes }, await decodePng(bytes));
    // 9026 bytes for 32x32: 8.81 bytes per pixel, of which 7801 bytes are iCCP/zTXt chunks.
    const advice = report.recommendations.filter((item) => /bytes per pixel|metadata/.test(item));
    expect(advice).toEqual([
      expect.stringMatching(
        /^Strip 7801 bytes of metadata \(.*\): it is 86% of the file, which is why it takes 8\.81 bytes per pixel$/,
      ),
    ]);
    expect(report.recommendations.join(" ")).not.toMatch(/close to raw|Compress the file/);
  });

  it("says 'larger than raw' above 4 bytes per pixel, 'close to raw' between 2 and 4", () => {
    const image = grey(16, 16, (x, y) => (x * 31 + y * 17) % 256);
    expect(analyzeTextureQuality({ name: "big.png", size: 256 * 5 }, image).recommendations).toContain(
      "Compress the file: 5.00 bytes per pixel is larger than raw RGBA (4 bytes per pixel)",
    );
    expect(analyzeTextureQuality({ name: "mid.png", size: 256 * 3 }, image).recommendations).toContain(
      "Compress the file: 3.00 bytes per pixel is close to raw size",
    );
  });

  it("reads a palette PNG's depth from PixelPerfection", async () => {
    const files = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
      filter: (file) => file.name.endsWith("textures/block/stone.png"),
    });
    const bytes = Object.values(files)[0] as Uint8Array;
    const report = analyzeTextureQuality({ name: "stone.png", size: bytes.length, bytes }, await decodePng(bytes));
    expect(report.technicalDetails.colorDepth).toMatch(/indexed/);
  });

  it("rejects bad input with a message", () => {
    expect(() =>
      analyzeTextureQuality(
        { name: "a.png", size: 0 },
        grey(2, 2, () => 0),
      ),
    ).toThrow("File size must be positive, got 0");
    expect(() =>
      analyzeTextureQuality({ name: "a.png", size: 9 }, { width: 2, height: 2, data: new Uint8ClampedArray(2) }),
    ).toThrow("Expected a non-empty RGBA image, got 2x2 with 2 bytes");
  });

  it("exports JSON and Markdown", () => {
    const report = analyzeTextureQuality(
      { name: "check.png", size: 32 },
      grey(4, 4, (x, y) => ((x + y) % 2) * 40),
    );
    const json = JSON.parse(qualityReportToJson(report, "check.png"));
    expect(json).toMatchObject({ file: "check.png", overallScore: 86, grade: "B+" });
    const markdown = qualityReportToMarkdown(report, "check.png");
    expect(markdown).toContain("# Texture quality: check.png");
    expect(markdown).toContain("**Grade B+**, overall score 86/100");
    expect(markdown).toContain(
      "| File Optimization | 40 | poor | 2.00 bytes per pixel | Optimise the PNG losslessly and strip metadata chunks |",
    );
    expect(markdown).not.toContain("Exported ");
    const when = new Date("2026-11-25T14:05:09Z");
    expect(qualityReportToMarkdown(report, "check.png", when)).toContain("Exported 2026-11-25 14:05 UTC by Greenhouse");
    expect(JSON.parse(qualityReportToJson(report, "check.png", when))).toMatchObject({
      exportedAt: "2026-11-25T14:05:09.000Z",
    });
  });
});
