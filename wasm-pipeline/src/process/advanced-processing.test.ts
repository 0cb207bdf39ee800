import { readFileSync } from "node:fs";
import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import type { RawImage } from "../types.js";
import { validatePack } from "../validate/validate-pack.js";
import { NoProcessingOptionsError, processMaterial } from "./advanced-processing.js";

const block = "assets/minecraft/textures/block/";
let cobblestone: { baseColor: RawImage; normal: RawImage; specular: RawImage };

beforeAll(async () => {
  await initNodeCodecs();
  const wanted = ["cobblestone.png", "cobblestone_n.png", "cobblestone_s.png"].map((name) => `${block}${name}`);
  const files = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
    filter: (file) => wanted.includes(file.name),
  });
  const [baseColor, normal, specular] = await Promise.all(wanted.map((path) => decodePng(files[path] as Uint8Array)));
  cobblestone = { baseColor: baseColor as RawImage, normal: normal as RawImage, specular: specular as RawImage };
});

const text = (value: string) => new TextEncoder().encode(value);

describe("processMaterial", () => {
  it("refuses with the spec's message when nothing is enabled", async () => {
    const run = processMaterial({ path: `${block}cobblestone.png`, ...cobblestone }, {});
    await expect(run).rejects.toThrow(NoProcessingOptionsError);
    await expect(run).rejects.toThrow("Please enable at least one advanced processing option.");
    await expect(run).rejects.toMatchObject({ title: "No processing options selected" });
  });

  it("rejects resolutions outside 16..2048", async () => {
    await expect(
      processMaterial({ path: `${block}c.png`, ...cobblestone }, { enableBulkResize: true, baseColorResolution: 4096 }),
    ).rejects.toThrow("baseColorResolution must be an integer in 16..2048, got 4096");
  });

  it("compresses losslessly at a set effort, even with a lossy quality, and checks the effort's range", async () => {
    const result = await processMaterial(
      { path: `${block}cobblestone.png`, ...cobblestone },
      { enableCompression: true, compressionQuality: 30, compressionEffort: 4 },
    );
    const images = await Promise.all(result.files.map((file) => decodePng(file.bytes)));
    expect(images.map((image) => Array.from(image.data))).toEqual(
      [cobblestone.baseColor, cobblestone.normal, cobblestone.specular].map((image) => Array.from(image.data)),
    );
    await expect(
      processMaterial({ path: `${block}c.png`, ...cobblestone }, { enableCompression: true, compressionEffort: 7 }),
    ).rejects.toThrow("compressionEffort must be an integer in 0..6, got 7");
  });

  it("resizes and compresses a real LabPBR triplet; _n/_s follow the base size and the result validates", async () => {
    const result = await processMaterial(
      { path: `${block}cobblestone.png`, ...cobblestone },
      {
        enableBulkResize: true,
        baseColorResolution: 64,
        normalResolution: 128,
        enableCompression: true,
        compressionQuality: 90,
      },
    );
    expect(result.files.map((file) => file.path)).toEqual([
      `${block}cobblestone.png`,
      `${block}cobblestone_n.png`,
      `${block}cobblestone_s.png`,
    ]);
    expect(result.warnings).toEqual([
      "normalResolution 128 ignored: LabPBR needs _n at the base colour's 64x64",
      "specularResolution 256 ignored: LabPBR needs _s at the base colour's 64x64",
    ]);
    for (const file of result.files) {
      const image = await decodePng(file.bytes);
      expect([image.width, image.height]).toEqual([64, 64]);
    }
    const pack = zipSync({
      "pack.mcmeta": text('{"pack": {"pack_format": 34, "description": "x"}}'),
      "assets/minecraft/optifine/texture.properties": text("format=lab-pbr/1.3\n"),
      ...Object.fromEntries(result.files.map((file) => [file.path, file.bytes])),
    });
    const validation = await validatePack(pack);
    expect(validation.issues.filter((issue) => issue.level === "error")).toEqual([]);
    expect(validation.issues.filter((issue) => /_n is|_s is|1 frame/.test(issue.message))).toEqual([]);
  });

  it("splits into CTM tiles with their own _n/_s and properties", async () => {
    const result = await processMaterial(
      { path: `${block}cobblestone.png`, ...cobblestone },
      { enableCTMSplit: true, ctmVariations: 5 },
    );
    const ctm = result.files.filter((file) => file.path.includes("/optifine/ctm/cobblestone/"));
    expect(ctm).toHaveLength(1 + 5 * 3);
    expect(new TextDecoder().decode(ctm[0]?.bytes)).toMatch(/^method=ctm\ntiles=/);
  });
});
