import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage, type RawImage } from "../types.js";
import { compressPng, compressTexture, oxipngLevelForQuality, paletteSizeForQuality } from "./compress-texture.js";
import { readPngChunks, readPngHeader, stripPngMetadata } from "./png-chunks.js";
import { quantizePalette } from "./quantize.js";

const orePath = "assets/universal_ores/textures/block/andesite_iron_ore.png";
let ore: Uint8Array;

beforeAll(async () => {
  await initNodeCodecs();
  const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
    filter: (file) => file.name === orePath,
  });
  ore = files[orePath] as Uint8Array;
});

const uniqueColors = (image: RawImage) => {
  const view = new DataView(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const set = new Set<number>();
  for (let i = 0; i < image.data.length; i += 4) set.add(view.getUint32(i));
  return set.size;
};

describe("quality mapping", () => {
  it("maps 30..100 to oxipng levels and palette sizes", () => {
    expect([100, 85, 65, 30].map(oxipngLevelForQuality)).toEqual([2, 3, 4, 6]);
    expect([100, 95, 85, 30].map(paletteSizeForQuality)).toEqual([null, 239, 205, 16]);
    expect(() => oxipngLevelForQuality(25)).toThrow("Compression quality must be in 30..100, got 25");
  });
});

describe("PNG chunks", () => {
  it("strips iCCP, zTXt, iTXt, tIME... from a real Replete texture without touching pixels", async () => {
    const before = readPngChunks(ore).map((chunk) => chunk.type);
    expect(before).toContain("iCCP");
    const { bytes, removed } = stripPngMetadata(ore);
    expect(removed).toEqual(["zTXt", "iCCP", "iTXt", "bKGD", "pHYs", "tIME"]);
    expect(
      readPngChunks(bytes)
        .map((chunk) => chunk.type)
        .filter((type) => type !== "IDAT"),
    ).toEqual(["IHDR", "IEND"]);
    expect(bytes.length).toBeLessThan(ore.length);
    expect(Array.from((await decodePng(bytes)).data)).toEqual(Array.from((await decodePng(ore)).data));
  });

  it("reads the header and names broken files", () => {
    expect(readPngHeader(ore)).toMatchObject({ width: 32, height: 32 });
    expect(() => readPngChunks(new Uint8Array([1, 2, 3]))).toThrow(
      "Expected a PNG file (the PNG signature is missing)",
    );
    expect(() => readPngChunks(ore.slice(0, 20))).toThrow("PNG chunk IHDR at byte 8 runs past the end of the file");
  });
});

describe("quantizePalette", () => {
  it("keeps an image with few colours exactly and reduces a gradient to the palette size", () => {
    const two = createRawImage(2, 2);
    two.data.set([255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255]);
    const kept = quantizePalette(two, { colors: 2 });
    expect(Array.from(kept.image.data)).toEqual(Array.from(two.data));
    expect(kept.image.data).not.toBe(two.data);
    const ramp = createRawImage(64, 1);
    for (let x = 0; x < 64; x++) ramp.data.set([x * 4, x * 4, x * 4, 255], x * 4);
    const reduced = quantizePalette(ramp, { colors: 4 });
    expect(reduced.palette).toHaveLength(4);
    expect(uniqueColors(reduced.image)).toBe(4);
    // Median cut of an even ramp gives four equal quarters; each maps to its mean.
    expect(reduced.palette.map((color) => color[0])).toEqual([30, 94, 158, 222]);
  });

  it("dithers: a grey band between two palette colours becomes a mix that keeps its mean", () => {
    // Rows 0-6 red 0, rows 7-8 red 128, rows 9-15 red 255. The weighted median cut puts 0 and 128 in
    // one box (palette 28) and 255 in the other, so plain mapping turns the band into 28.
    const image = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) {
      const row = Math.floor(i / 16);
      image.data.set([row < 7 ? 0 : row < 9 ? 128 : 255, 128, 128, 255], i * 4);
    }
    const bandMeanRed = (output: RawImage) => {
      let sum = 0;
      for (let i = 7 * 16; i < 9 * 16; i++) sum += output.data[i * 4] ?? 0;
      return sum / 32;
    };
    const plain = quantizePalette(image, { colors: 2, dither: false });
    const dithered = quantizePalette(image, { colors: 2, dither: true });
    expect(plain.palette.map((color) => color[0])).toEqual([28, 255]);
    expect(bandMeanRed(plain.image)).toBe(28);
    expect(Math.abs(bandMeanRed(dithered.image) - 128)).toBeLessThan(30);
    expect(uniqueColors(dithered.image)).toBe(2);
    expect(() => quantizePalette(image, { colors: 1 })).toThrow("Palette size must be an integer in 2..256, got 1");
  });
});

describe("compressTexture", () => {
  it("compresses a real base texture losslessly at quality 100 and drops metadata", async () => {
    const image = await decodePng(ore);
    const result = await compressTexture(image, { quality: 100 });
    expect(result).toMatchObject({ level: 2, paletteColors: null, warnings: [] });
    expect(Array.from((await decodePng(result.bytes)).data)).toEqual(Array.from(image.data));
    expect(result.bytes.length).toBeLessThan(ore.length);
    expect(readPngChunks(result.bytes).some((chunk) => chunk.type === "iCCP")).toBe(false);
  });

  it("quantises base colour to the palette size at quality 30 and writes an indexed PNG", async () => {
    const image = await decodePng(ore);
    const result = await compressTexture(image, { quality: 30, dithering: true });
    expect(result.paletteColors).toBe(16);
    const decoded = await decodePng(result.bytes);
    expect(uniqueColors(decoded)).toBeLessThanOrEqual(16);
    expect(readPngHeader(result.bytes).colorType).toBe(3);
  });

  it("never quantises _n/_s unless asked, and warns either way", async () => {
    const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
      filter: (file) => file.name.endsWith("block/cobblestone_n.png"),
    });
    const normal = await decodePng(Object.values(files)[0] as Uint8Array);
    const safe = await compressTexture(normal, { quality: 50, mapType: "normal" });
    expect(safe.paletteColors).toBeNull();
    expect(safe.warnings[0]).toMatch(/^Palette quantisation skipped for normal/);
    expect(Array.from((await decodePng(safe.bytes)).data)).toEqual(Array.from(normal.data));
    const lossy = await compressTexture(normal, { quality: 50, mapType: "normal", allowLossyData: true });
    expect(lossy.paletteColors).toBe(85);
    expect(lossy.warnings[0]).toMatch(/^Lossy palette quantisation applied to normal/);
  });

  it("at a set effort stays lossless whatever the quality, at that oxipng level", async () => {
    const image = await decodePng(ore);
    const result = await compressTexture(image, { quality: 30, effort: 5 });
    expect(result).toMatchObject({ level: 5, paletteColors: null, warnings: [] });
    expect(Array.from((await decodePng(result.bytes)).data)).toEqual(Array.from(image.data));
    expect((await compressPng(ore, 30, 1)).level).toBe(1);
  });

  it("compressPng keeps pixels of any PNG and reports what it removed", async () => {
    const result = await compressPng(ore, 85);
    expect(result.level).toBe(3);
    expect(result.removedChunks).toContain("iCCP");
    const encoded = await encodePng(await decodePng(ore));
    expect(Array.from((await decodePng(result.bytes)).data)).toEqual(Array.from((await decodePng(encoded)).data));
  });
});
