import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage } from "../types.js";
import { normalRules } from "../validate/map-rules.js";
import { analyzeTextureQuality, gradeFor } from "./analyze-quality.js";
import { grey, metric } from "./analyze-quality-fixtures.js";
import { qualityReportToMarkdown } from "./quality-report-export.js";

beforeAll(() => initNodeCodecs());

describe("what a file is changes the advice", () => {
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
