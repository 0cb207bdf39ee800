import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeImage } from "../codecs/decode-image.js";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage, type RawImage } from "../types.js";
import { normalRules } from "../validate/map-rules.js";
import { analyzeTextureQuality, gradeFor, metricStatus } from "./analyze-quality.js";
import {
  bytesPerPixel,
  colorVariance,
  colorVarianceScore,
  compressionLabel,
  emissionScore,
  fileOptimizationScore,
} from "./quality-metrics.js";
import { qualityReportToJson, qualityReportToMarkdown } from "./quality-report-export.js";
import { measureTiling } from "./tiling.js";

beforeAll(() => initNodeCodecs());

function grey(width: number, height: number, value: (x: number, y: number) => number, alpha = 255): RawImage {
  const image = createRawImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = value(x, y);
      image.data.set([v, v, v, alpha], (y * width + x) * 4);
    }
  }
  return image;
}

/** PixelPerfection's block textures by name, e.g. "stone" (entries keep their full path). */
const pixelPerfection = (names: string[]) =>
  unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
    filter: (file) => names.some((name) => file.name === `assets/minecraft/textures/block/${name}.png`),
  });

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

describe("what a file is changes the advice", () => {
  const metric = (report: ReturnType<typeof analyzeTextureQuality>, name: string) =>
    report.metrics.find((item) => item.name === name);

  it("judges an animation strip by its frames, not as a tall non-square image", () => {
    const strip = grey(16, 128, (x, y) => (x * 7 + y * 13) % 200);
    const report = analyzeTextureQuality({ name: "fire_0.png", size: 900 }, strip);
    expect(metric(report, "Resolution")).toMatchObject({ score: 100, description: "16x128, 8 frames of 16x16" });
    expect(report.recommendations.join(" ")).not.toMatch(/square power of two/);
  });

  it("reads an albedo's alpha as transparency: glass and torches are cutouts, not emission", async () => {
    const files = pixelPerfection(["glass", "torch"]);
    for (const [name, bytes] of Object.entries(files)) {
      const image = await decodePng(bytes);
      const report = analyzeTextureQuality({ name: name.split("/").pop() ?? name, size: bytes.length, bytes }, image);
      expect(metric(report, "Emission Handling")).toBeUndefined();
      expect(metric(report, "Transparency")).toMatchObject({
        score: 100,
        status: "excellent",
        description: expect.stringMatching(/^Cutout: \d+% of pixels fully transparent, the rest opaque$/),
      });
      expect(report.metrics).toHaveLength(7);
    }
    const translucent = analyzeTextureQuality(
      { name: "ice.png", size: 500 },
      grey(16, 16, () => 128, 180),
    );
    expect(metric(translucent, "Transparency")?.description).toBe("Translucent: 100% of pixels partly transparent");
    const opaque = analyzeTextureQuality(
      { name: "stone.png", size: 500 },
      grey(16, 16, () => 128),
    );
    expect(metric(opaque, "Transparency")?.description).toBe("Opaque: no transparency");
  });

  it("gives only _s maps an emission metric, read from their alpha", () => {
    // A quarter of the map glows (alpha 1-254); alpha 255 and 0 do not.
    const specular = grey(16, 16, () => 100);
    for (let i = 0; i < 64; i++) specular.data[i * 4 + 3] = 200;
    for (let i = 64; i < 96; i++) specular.data[i * 4 + 3] = 0;
    const report = analyzeTextureQuality({ name: "glowstone_s.png", size: 500 }, specular);
    expect(metric(report, "Emission Handling")).toMatchObject({
      score: 90,
      description: "Partial emission: 25% of pixels glow (alpha 1-254)",
    });
    const dark = analyzeTextureQuality(
      { name: "stone_s.png", size: 500 },
      grey(16, 16, () => 100),
    );
    expect(metric(dark, "Emission Handling")).toMatchObject({
      score: 100,
      description: "No emission (alpha 255 or 0)",
    });
  });

  it("reads a _n map's alpha as height, and forbids height 0", () => {
    const normal = grey(16, 16, () => 128, 90);
    const asNormal = analyzeTextureQuality({ name: "cobblestone_n.png", size: 500 }, normal);
    expect(metric(asNormal, "Emission Handling")).toBeUndefined();
    expect(metric(asNormal, "Height in Alpha")).toMatchObject({
      score: 100,
      description: "Alpha holds height (LabPBR _n)",
    });
    normal.data[3] = 0;
    const zero = analyzeTextureQuality({ name: "cobblestone_n.png", size: 500 }, normal);
    expect(metric(zero, "Height in Alpha")).toMatchObject({
      score: 60,
      status: "fair",
      description: "Height 0 on <1% of pixels",
    });
    expect(zero.recommendations).toContain(
      "Raise height 0 to 1: LabPBR never writes 0, and some shaders' parallax breaks on it",
    );
  });

  it("does not judge _n and _s maps by colour: their channels are data", () => {
    // A flat map (one normal, one material) is correct, and would be told to "add colour variation".
    for (const name of ["stone_n.png", "stone_s.png"]) {
      const report = analyzeTextureQuality(
        { name, size: 100 },
        grey(16, 16, () => 128),
      );
      expect(report.metrics.map((item) => item.name)).toEqual([
        "Resolution",
        "File Optimization",
        name.endsWith("_n.png") ? "Height in Alpha" : "Emission Handling",
        ...(name.endsWith("_n.png") ? ["Normal XY Length", "Normal Orientation"] : ["Specular Ranges"]),
        "Format Compliance",
        "Seamless Tiling",
      ]);
      expect(report.recommendations.join(" ")).not.toMatch(/colour variation|fine detail/);
      expect(report.overallScore).toBe(
        Math.round(report.metrics.reduce((sum, item) => sum + item.score, 0) / report.metrics.length),
      );
    }
    const albedo = analyzeTextureQuality(
      { name: "stone.png", size: 100 },
      grey(16, 16, () => 128),
    );
    expect(albedo.recommendations).toContain(
      "The texture is nearly flat; add colour variation so shaders have detail to work with",
    );
  });

  it("never passes a map that breaks LabPBR: XY longer than 1 in a _n, unassigned metal ids in a _s", () => {
    // R = G = 255 everywhere: |XY| = 1.41, so shaders rebuild Z as NaN. Before, this scored A+ 100/100.
    const badNormal = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) badNormal.data.set([255, 255, 255, 255], i * 4);
    const normal = analyzeTextureQuality({ name: "badxy_n.png", size: 100 }, badNormal);
    expect(metric(normal, "Normal XY Length")).toMatchObject({
      score: 0,
      status: "poor",
      description: "XY longer than 1 on 100% of pixels (longest 1.41): shaders rebuild Z from it and get NaN",
    });
    expect(normal.recommendations[0]).toBe(
      "Renormalise the normals (scale R and G around 128 so |XY| <= 1) before storing",
    );
    // The score stays the mean of the metrics, but the headline says the map fails: F, not "B 83".
    expect(normal.overallScore).toBeGreaterThan(60);
    expect(normal).toMatchObject({ grade: "F", failsLabPbr: "Normal XY Length" });
    // G 245 is in 238-254, unassigned in LabPBR 1.3.
    const unassigned = grey(16, 16, () => 245);
    const specular = analyzeTextureQuality({ name: "unassigned_s.png", size: 100 }, unassigned);
    expect(metric(specular, "Specular Ranges")).toMatchObject({
      score: 0,
      status: "poor",
      description: "Green 245 is an unassigned metal id (238-254) on 100% of pixels",
    });
    expect(specular.recommendations[0]).toMatch(/^Use 230-237 for a predefined metal/);
    // One bad pixel in 256 still fails the rule, however small.
    const oneBad = grey(16, 16, () => 10);
    oneBad.data[1] = 240;
    const few = analyzeTextureQuality({ name: "stone_s.png", size: 100 }, oneBad);
    expect(metric(few, "Specular Ranges")).toMatchObject({ status: "poor", score: 40 });
    expect(few.recommendations).toHaveLength(1);
    expect(few).toMatchObject({ grade: "F", failsLabPbr: "Specular Ranges" });
    // Valid maps pass both rules.
    const flat = analyzeTextureQuality(
      { name: "stone_n.png", size: 100 },
      grey(16, 16, () => 128),
    );
    expect(metric(flat, "Normal XY Length")).toMatchObject({ score: 100, status: "excellent" });
    expect(flat.failsLabPbr).toBeUndefined();
    expect(flat.grade).toBe(gradeFor(flat.overallScore));
    expect(metric(analyzeTextureQuality({ name: "stone.png", size: 100 }, unassigned), "Specular Ranges")).toBe(
      undefined,
    );
  });

  it("heads a broken _n with F and 'fails LabPBR', while Replete's real maps keep their grade", async () => {
    // The reviewers' map: RGB (255,255,128), so XY is 1.41 long. It read "Poor 0" on its line but "B 83".
    const image = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) image.data.set([255, 255, 128, 255], i * 4);
    const broken = analyzeTextureQuality({ name: "stone_n.png", size: 120 }, image);
    expect(broken).toMatchObject({ grade: "F", failsLabPbr: "Normal XY Length" });
    const mean = Math.round(broken.metrics.reduce((sum, item) => sum + item.score, 0) / broken.metrics.length);
    expect(broken.overallScore).toBe(mean);
    expect(qualityReportToMarkdown(broken, "stone_n.png")).toContain(
      "**Fails LabPBR**: Normal XY Length breaks LabPBR 1.3's rules",
    );
    const names = ["assets/minecraft/textures/block/stone_n.png", "assets/minecraft/textures/block/stone_s.png"];
    const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
      filter: (file) => names.includes(file.name),
    });
    for (const name of names) {
      const bytes = files[name] as Uint8Array;
      const report = analyzeTextureQuality({ name, size: bytes.length, bytes }, await decodePng(bytes));
      expect(report.failsLabPbr).toBeUndefined();
      expect(report.grade).toBe(gradeFor(report.overallScore));
      expect(report.grade).not.toMatch(/^[DF]/);
    }
  });

  it("does not tell a JPEG to optimise 'the PNG'", () => {
    const photo = grey(16, 16, (x, y) => (x * 31 + y * 17) % 256);
    const report = analyzeTextureQuality({ name: "rock.jpg", size: 16 * 16 * 3 }, photo);
    expect(metric(report, "File Optimization")?.recommendation).toBe(
      "Save it as a PNG, then optimise that losslessly (a JPEG is compressed already, lossily)",
    );
    // A TGA is raw or run-length coded: lossless, only in a format packs do not load.
    const tga = analyzeTextureQuality({ name: "stone.tga", size: 16 * 16 * 4 }, photo);
    expect(metric(tga, "File Optimization")?.recommendation).toBe(
      "Save it as a PNG, the format resource packs load, then optimise that losslessly",
    );
  });

  it("judges where a _n map's normals point as Validate Texture Only does", async () => {
    const names = ["andesite_n.png", "cobblestone_n.png", "tnt_side_n.png"].map(
      (name) => `assets/minecraft/textures/block/${name}`,
    );
    const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
      filter: (file) => names.includes(file.name),
    });
    const judge = async (name: string) => {
      const bytes = files[`assets/minecraft/textures/block/${name}`] as Uint8Array;
      const image = await decodePng(bytes);
      const warnings = normalRules({ path: name, image })
        .issues.filter((issue) => issue.channel === "_n.RG" || issue.channel === "_n.G")
        .filter((issue) => issue.level === "warning");
      return { report: analyzeTextureQuality({ name, size: bytes.length, bytes }, image), warnings };
    };
    // Replete's andesite leans 35° on average: it read "Normal XY Length Excellent 100", grade B+.
    const andesite = await judge("andesite_n.png");
    expect(andesite.warnings.map((issue) => issue.message)).toEqual([
      "The normals lean 35° on average (mean R 155, G 195); a surface's normals average out flat, so the whole texture will look tilted in light",
    ]);
    expect(metric(andesite.report, "Normal Orientation")).toMatchObject({
      score: 40,
      status: "poor",
      description: andesite.warnings[0]?.message,
      recommendation: andesite.warnings[0]?.suggestion,
    });
    // First in the list: the whole surface lights wrongly, which matters more than its file size.
    expect(andesite.report.recommendations[0]).toBe(andesite.warnings[0]?.suggestion);
    expect(andesite.report).toMatchObject({ overallScore: 81, grade: "B" });
    // Its pixels are still valid LabPBR: not the F of a broken rule.
    expect(andesite.report.failsLabPbr).toBeUndefined();
    // Each problem costs 60: the same map with green flipped to OpenGL leans and is flipped, scoring 0.
    const flipped = await decodePng(files["assets/minecraft/textures/block/andesite_n.png"] as Uint8Array);
    for (let i = 1; i < flipped.data.length; i += 4) flipped.data[i] = 255 - (flipped.data[i] ?? 0);
    const both = analyzeTextureQuality({ name: "andesite_n.png", size: 3639 }, flipped);
    expect(metric(both, "Normal Orientation")?.score).toBe(0);
    expect(metric(both, "Normal Orientation")?.description).toMatch(/lean 35° .*\. The normals follow OpenGL/);
    // Green flipped (OpenGL): the validator's words again.
    const tnt = await judge("tnt_side_n.png");
    expect(tnt.warnings.map((issue) => issue.message)).toEqual([
      "The normals follow OpenGL (Y up): green disagrees with the height in the alpha channel; LabPBR uses DirectX (Y down)",
    ]);
    expect(metric(tnt.report, "Normal Orientation")).toMatchObject({
      score: 40,
      description: tnt.warnings[0]?.message,
    });
    // A hand-made DirectX map that leans 9° (cobblestone) passes, as in the validator.
    const cobblestone = await judge("cobblestone_n.png");
    expect(cobblestone.warnings).toEqual([]);
    expect(metric(cobblestone.report, "Normal Orientation")).toMatchObject({
      score: 100,
      status: "excellent",
      description: "The normals lean 9° on average; green follows DirectX (Y down), as LabPBR reads it",
    });
  });
});
