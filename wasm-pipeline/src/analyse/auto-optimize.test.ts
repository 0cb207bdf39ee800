import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeJpeg } from "../codecs/jpeg.js";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage } from "../types.js";
import { analyzeTextureQuality } from "./analyze-quality.js";
import { autoOptimizeTexture, planResize } from "./auto-optimize.js";

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

  it("plans a resize only for a large square, keeping maps, non-square textures, pixel art and strips", () => {
    const mapKept = (map: string, why: string) =>
      `: a ${map} map must keep its base texture's size, and resampling would ${why}; resize the base, then regenerate the maps`;
    const pixelArt = (side: number) =>
      `: pixel art scales cleanly only by whole numbers, which never reach a power of two from ${side}`;
    const table: Array<[string, number, number, ReturnType<typeof planResize>]> = [
      ["stone.png", 16, 16, undefined],
      ["chest_64x32.png", 64, 32, undefined],
      ["fire_0.png", 16, 128, undefined],
      [
        "iron_checker_s.png",
        200,
        150,
        { keep: `Kept 200x150${mapKept("_s", "invent F0 and metal ids its G channel never had")}` },
      ],
      [
        "rock_s.png",
        300,
        300,
        { keep: `Kept 300x300${mapKept("_s", "invent F0 and metal ids its G channel never had")}` },
      ],
      ["ROCK_N.PNG", 300, 300, { keep: `Kept 300x300${mapKept("_n", "bend its normals and blur its height")}` }],
      ["potion.tga", 16, 18, { keep: "Kept 16x18: a non-square texture (entity, painting, sheet) keeps its shape" }],
      [
        "photo.png",
        1000,
        500,
        { keep: "Kept 1000x500: a non-square texture (entity, painting, sheet) keeps its shape" },
      ],
      ["ruby.png", 24, 24, { keep: `Kept 24x24${pixelArt(24)}` }],
      ["lava.png", 24, 96, { keep: `Kept 24x96${pixelArt(24)}` }],
      [
        "big_lava.png",
        300,
        900,
        { keep: "Kept 300x900: resizing an animation strip would blend its frames; resize each frame" },
      ],
      ["rock.png", 300, 300, { resize: 512 }],
      ["huge.png", 3000, 3000, { resize: 2048 }],
    ];
    for (const [name, width, height, plan] of table) {
      expect([name, width, height, planResize(name, width, height)]).toEqual([name, width, height, plan]);
    }
  });

  it("never resamples a _s map: its F0 and metal ids survive and the change list says why", async () => {
    // 200x150 checker of iron (G 230) and stone (G 10): lanczos to 256x256 invented 254 other G values.
    const image = createRawImage(200, 150);
    for (let i = 0; i < 200 * 150; i++) {
      const x = i % 200;
      const y = Math.floor(i / 200);
      image.data.set([128, ((x >> 3) + (y >> 3)) % 2 ? 230 : 10, 0, 255], i * 4);
    }
    const result = await autoOptimizeTexture({ name: "iron_checker_s.png", size: 200 * 150 * 4 }, image);
    expect(result.applied[0]).toMatch(/^Kept 200x150: a _s map must keep its base texture's size/);
    expect(result.applied.join(" ")).not.toMatch(/Resized/);
    const decoded = await decodePng(result.bytes);
    expect([decoded.width, decoded.height]).toEqual([200, 150]);
    expect(Array.from(decoded.data)).toEqual(Array.from(image.data));
    const greens = new Set(Array.from(decoded.data).filter((_, i) => i % 4 === 1));
    expect([...greens].sort((a, b) => a - b)).toEqual([10, 230]);
  });

  it("keeps a 64x32 chest's shape and 24x24 pixel art's size, converting only the format", async () => {
    for (const [name, width, height] of [
      ["chest_64x32.tga", 64, 32],
      ["ruby.tga", 24, 24],
    ] as const) {
      const image = createRawImage(width, height);
      for (let i = 0; i < width * height; i++) image.data.set([i % 256, 40, 90, 255], i * 4);
      const result = await autoOptimizeTexture({ name, size: width * height * 4 }, image);
      expect([result.image.width, result.image.height]).toEqual([width, height]);
      expect(result.applied.join(" ")).not.toMatch(/Resized/);
      expect(result.applied).toContain("Converted TGA to PNG, the format resource packs load");
      expect(result.report.technicalDetails).toMatchObject({ resolution: `${width}x${height}`, format: "PNG" });
      expect(Array.from((await decodePng(result.bytes)).data)).toEqual(Array.from(image.data));
    }
  });

  it("resizes a large square photo texture to the next power of two with lanczos", async () => {
    const image = createRawImage(300, 300);
    for (let i = 0; i < 300 * 300; i++) image.data.set([i % 256, 40, 90, 255], i * 4);
    const result = await autoOptimizeTexture({ name: "rock.tga", size: 300 * 300 * 4 }, image);
    expect(result.applied[0]).toBe("Resized 300x300 to 512x512 (lanczos)");
    expect([result.image.width, result.image.height]).toEqual([512, 512]);
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
