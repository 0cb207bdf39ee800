import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { pixelPerfection } from "../testing/pixel-perfection.js";
import { analyzeTextureQuality } from "./analyze-quality.js";
import { grey, metric } from "./analyze-quality-fixtures.js";

beforeAll(() => initNodeCodecs());

describe("what a file is changes the advice", () => {
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
});
