import { strFromU8, strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { crc32 } from "../zip/crc32.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { convertPack } from "./convert-pack.js";
import { convert } from "./test-convert.js";
import { buildPack, flatGenerator, lavaMeta, samplePack, samplePackOutputCrc, solid } from "./test-pack.js";
import type { ProcessingStatus } from "./types.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";

describe("convertPack on a resource pack", () => {
  it("copies every input file unchanged and adds maps, declaration and marked description", async () => {
    const { zip } = await samplePack();
    const input = unzipSync(zip);
    const { result, calls, output, finished } = await convert(zip);
    expect(finished).toBe(true);
    for (const [name, bytes] of Object.entries(input)) {
      if (name === "pack.mcmeta") continue;
      expect(output[name], name).toEqual(bytes);
    }
    expect(JSON.parse(strFromU8(output["pack.mcmeta"] as Uint8Array))).toEqual({
      pack: { pack_format: 34, description: "Sample (LabPBR)" },
    });
    expect(strFromU8(output["assets/minecraft/optifine/texture.properties"] as Uint8Array)).toBe(
      "format=lab-pbr/1.3\n",
    );
    for (const name of ["stone", "lava", "glass"]) {
      expect(output[`${block}${name}_n.png`], name).toBeDefined();
      expect(output[`${block}${name}_s.png`], name).toBeDefined();
    }
    expect(output["assets/minecraft/textures/item/stick_s.png"]).toBeDefined();
    expect(output["assets/minecraft/textures/gui/widgets_n.png"]).toBeUndefined();
    // Existing maps are kept; only the missing one is generated.
    expect(output[`${block}dirt_n.png`]).toEqual(input[`${block}dirt_n.png`]);
    expect(output[`${block}dirt_s.png`]).toBeDefined();
    // Animated textures: maps of the same size, with the same mcmeta; a texture-only mcmeta is no animation.
    const lavaN = await decodePng(output[`${block}lava_n.png`] as Uint8Array);
    expect([lavaN.width, lavaN.height]).toEqual([16, 64]);
    expect(strFromU8(output[`${block}lava_n.png.mcmeta`] as Uint8Array)).toBe(lavaMeta);
    expect(strFromU8(output[`${block}lava_s.png.mcmeta`] as Uint8Array)).toBe(lavaMeta);
    expect(output[`${block}glass_n.png.mcmeta`]).toBeUndefined();
    expect(calls.find((c) => c.name === `${block}lava.png`)?.frameHeight).toBe(16);
    expect(calls.find((c) => c.name === `${block}glass.png`)?.frameHeight).toBeUndefined();
    expect(calls.some((c) => c.name === "assets/minecraft/textures/item/stick.png")).toBe(true);
    // The unreadable texture is reported, copied as is, and the rest completes.
    const broken = result.files.find((f) => f.originalPath === `${block}broken.png`);
    expect(broken?.validationStatus).toBe("error");
    expect(broken?.validationIssues[0]?.message).toMatch(/broken\.png/);
    expect(output[`${block}broken_n.png`]).toBeUndefined();
    expect(result.summary).toMatchObject({
      inputType: "resourcepack",
      materials: 6,
      imagesProcessed: 6,
      texturesGenerated: 9,
      keptExisting: 1,
      errors: 1,
    });
    const stoneN = result.files.find((f) => f.filename === "stone_n.png");
    expect(stoneN).toMatchObject({
      textureType: "normal",
      originalPath: `${block}stone_n.png`,
      validationStatus: "valid",
    });
  });

  it("unwraps a pack zipped inside a single folder", async () => {
    const { zip } = await samplePack("My Pack/");
    const { output } = await convert(zip);
    expect(output["pack.mcmeta"]).toBeDefined();
    expect(output[`${block}stone_n.png`]).toBeDefined();
    expect(Object.keys(output).some((n) => n.startsWith("My Pack/"))).toBe(false);
  });

  it("regenerates existing maps when asked", async () => {
    const { zip } = await samplePack();
    const { output, result } = await convert(zip, { regenerateExisting: true });
    const dirtN = await decodePng(output[`${block}dirt_n.png`] as Uint8Array);
    expect(Array.from(dirtN.data.subarray(0, 4))).toEqual([128, 128, 255, 255]);
    expect(result.summary.keptExisting).toBe(0);
  });

  it("reports progress in the processing-status shape", async () => {
    const { zip } = await samplePack();
    const events: ProcessingStatus[] = [];
    await convert(zip, { onProgress: (s) => events.push(s) });
    const last = events.at(-1) as ProcessingStatus;
    expect(last).toMatchObject({ currentTask: "Done", imagesProcessed: 6, totalImages: 6, texturesGenerated: 9 });
    expect(last.elapsedTime).toBeGreaterThanOrEqual(0);
    expect(last.logs.some((l) => l.level === "error" && l.message.includes("broken.png"))).toBe(true);
    expect(last.logs.every((l) => !Number.isNaN(Date.parse(l.timestamp)))).toBe(true);
    const processed = events.map((e) => e.imagesProcessed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
  });

  it("stops when the signal fires and never finishes the archive", async () => {
    const { zip } = await samplePack();
    const controller = new AbortController();
    const out = memorySink();
    const run = convertPack(
      bytesSource(zip),
      {},
      {
        sink: out.sink,
        generate: flatGenerator(),
        signal: controller.signal,
        onProgress: (s) => {
          if (s.imagesProcessed >= 1) controller.abort();
        },
      },
    );
    await expect(run).rejects.toThrow("The conversion was cancelled.");
    expect(out.finished()).toBe(false);
  });

  it("fails an unreadable pack with one clear message and no output", async () => {
    const out = memorySink();
    const run = convertPack(
      bytesSource(strToU8("PK not really a zip")),
      {},
      { sink: out.sink, generate: flatGenerator() },
    );
    await expect(run).rejects.toThrow("This file is not a readable ZIP archive (no end-of-central-directory record).");
    expect(out.bytes().length).toBe(0);
  });
});

describe("convertPack on odd animations", () => {
  it("warns when the frames do not divide the strip and generates it as one frame", async () => {
    const block = "assets/minecraft/textures/block/";
    const zip = await buildPack({
      "pack.mcmeta": '{"pack":{"pack_format":34,"description":"x"}}',
      [`${block}odd.png`]: solid(16, 40, [90, 90, 90, 255]),
      [`${block}odd.png.mcmeta`]: '{"animation":{}}',
    });
    const calls: { name?: string; frameHeight?: number }[] = [];
    const out = memorySink();
    const events: ProcessingStatus[] = [];
    const { summary } = await convertPack(
      bytesSource(zip),
      {},
      { sink: out.sink, generate: flatGenerator(calls), onProgress: (e) => events.push(e) },
    );
    expect(calls[0]?.frameHeight).toBeUndefined();
    expect(summary.warnings).toBe(1);
    expect(events.at(-1)?.logs.map((l) => l.message)).toContain(
      `${block}odd.png: its animation frames do not divide the 16x40 image; maps were generated as one frame`,
    );
  });
});

describe("convertPack output is reproducible", () => {
  it("gives the same bytes on every run and in every runtime (see the workerd test)", async () => {
    const { zip } = await samplePack();
    const out = memorySink();
    await convertPack(bytesSource(zip), {}, { sink: out.sink, generate: flatGenerator() });
    expect(crc32(out.bytes())).toBe(samplePackOutputCrc);
  });
});

describe("convertPack's log", () => {
  it("counts one texture, one entry and its maps in the singular where one", async () => {
    const zip = await buildPack({ [`${block}stone.png`]: solid(16, 16, [120, 120, 120, 255]) });
    const events: ProcessingStatus[] = [];
    await convert(zip, { onProgress: (event) => events.push(event) });
    const messages = events.at(-1)?.logs.map((line) => line.message) ?? [];
    expect(messages).toContain("Converting 1 texture from 1 entry.");
    expect(messages).toContain("Generated 2 maps for 1 texture.");
  });
});
