import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeJpeg } from "../codecs/jpeg.js";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage } from "../types.js";
import { analyzeTextureQuality } from "./analyze-quality.js";
import { autoOptimizeTexture } from "./auto-optimize.js";

beforeAll(() => initNodeCodecs());

describe("autoOptimizeTexture", () => {
  it("strips metadata and optimises a real PNG without changing a pixel, and the report improves", async () => {
    const path = "assets/universal_ores/textures/block/andesite_iron_ore.png";
    const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
      filter: (file) => file.name === path,
    });
    const bytes = files[path] as Uint8Array;
    const image = await decodePng(bytes);
    const before = analyzeTextureQuality({ name: "ore.png", size: bytes.length, bytes }, image);
    const result = await autoOptimizeTexture({ name: "ore.png", size: bytes.length, bytes }, image);
    expect(result.applied[0]).toMatch(/^Stripped metadata \(zTXt, iCCP/);
    expect(result.bytes.length).toBeLessThan(bytes.length);
    expect(Array.from((await decodePng(result.bytes)).data)).toEqual(Array.from(image.data));
    expect(result.report.recommendations.some((item) => item.startsWith("Strip"))).toBe(false);
    expect(before.recommendations.some((item) => item.startsWith("Strip"))).toBe(true);
    expect(result.report.overallScore).toBeGreaterThanOrEqual(before.overallScore);
  });

  it("resizes a non-square texture to a power-of-two square and converts to PNG", async () => {
    const image = createRawImage(16, 18);
    for (let i = 0; i < 16 * 18; i++) image.data.set([i % 256, 40, 90, 255], i * 4);
    const result = await autoOptimizeTexture({ name: "potion.tga", size: 16 * 18 * 4 }, image);
    expect(result.name).toBe("potion.png");
    expect(result.applied.slice(0, 2)).toEqual([
      "Resized 16x18 to 32x32 (nearest)",
      "Converted TGA to PNG, the format resource packs load",
    ]);
    expect([result.image.width, result.image.height]).toEqual([32, 32]);
    expect(result.report.technicalDetails).toMatchObject({ resolution: "32x32", format: "PNG" });
    expect(result.report.metrics[0]?.score).toBe(100);
  });

  it("says a JPEG became a larger PNG and why, instead of calling the growth an optimisation", async () => {
    const bytes = new Uint8Array(readFileSync(new URL("ambientcg/rock/albedo.jpg", corpus)));
    const image = await decodeJpeg(bytes);
    const result = await autoOptimizeTexture({ name: "rock.jpg", size: bytes.length, bytes }, image);
    expect(result.applied[0]).toBe("Converted JPEG to PNG, the format resource packs load");
    expect(result.applied[1]).toMatch(/^Optimised the PNG losslessly with oxipng level \d: (\d+) -> (\d+) bytes$/);
    const [, encoded, optimised] = /: (\d+) -> (\d+) bytes$/.exec(result.applied[1] as string) ?? [];
    expect(Number(optimised)).toBeLessThanOrEqual(Number(encoded));
    expect(result.bytes.length).toBeGreaterThan(bytes.length);
    expect(result.applied[2]).toMatch(
      new RegExp(
        `^The PNG is \\d+% larger than the JPEG \\(${bytes.length} bytes\\): it keeps every pixel exactly, where JPEG discards detail`,
      ),
    );
  });
});
