import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { ImageDecodeError } from "../codecs/decode-error.js";
import { decodePng, encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { defaultAdvancedProcessing } from "../settings.js";
import { withPngComment } from "../testing/png-comment.js";
import { readCentralDirectory } from "../zip/central-directory.js";
import { crc32 } from "../zip/crc32.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { ZipWriter } from "../zip/writer.js";
import { convertEntries, finishPack } from "./convert-entries.js";
import { convertPack } from "./convert-pack.js";
import { planPack } from "./plan.js";
import { newCounters, ProgressReporter } from "./progress.js";
import { buildPack, flatGenerator, lavaMeta, samplePack, samplePackOutputCrc, solid } from "./test-pack.js";
import type { ProcessingStatus } from "./types.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";
async function convert(zip: Uint8Array, options: Partial<Parameters<typeof convertPack>[2]> = {}) {
  const out = memorySink();
  const calls: { name?: string; frameHeight?: number }[] = [];
  const result = await convertPack(
    bytesSource(zip),
    {},
    { sink: out.sink, generate: flatGenerator(calls), ...options },
  );
  return { result, calls, output: unzipSync(out.bytes()), finished: out.finished() };
}

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

  it("gives the same archive when run in resumable batches", async () => {
    const { zip } = await samplePack();
    const source = bytesSource(zip);
    const plan = JSON.parse(JSON.stringify(await planPack(source)));
    const whole = await convert(zip);
    const parts: Uint8Array[] = [];
    let state = new ZipWriter(() => {}).state;
    let counters = newCounters();
    for (let start = 0; start < plan.entries.length; start += 4) {
      const out = memorySink();
      const writer = new ZipWriter(out.sink, state);
      const reporter = new ProgressReporter(counters, plan.totalImages);
      const context = { settings: {}, generate: flatGenerator(), reporter };
      await convertEntries(source, plan, { start, end: start + 4 }, writer, context);
      if (start + 4 >= plan.entries.length) await finishPack(plan, writer, context);
      parts.push(out.bytes());
      state = JSON.parse(JSON.stringify(writer.state));
      counters = JSON.parse(JSON.stringify(reporter.counters));
    }
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((offset, p) => {
      joined.set(p, offset);
      return offset + p.length;
    }, 0);
    expect(Object.keys(unzipSync(joined)).sort()).toEqual(Object.keys(whole.output).sort());
    expect(counters.texturesGenerated).toBe(9);
    expect((await readCentralDirectory(bytesSource(joined))).length).toBe(Object.keys(whole.output).length);
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

describe("convertPack on loose images", () => {
  it("turns a single image into base colour, normal and specular", async () => {
    const out = memorySink();
    const bytes = await encodePng(solid(8, 8, [50, 60, 70, 255]));
    const result = await convertPack({ name: "rock.png", bytes }, {}, { sink: out.sink, generate: flatGenerator() });
    expect(Object.keys(unzipSync(out.bytes())).sort()).toEqual(["rock.png", "rock_n.png", "rock_s.png"]);
    expect(result.summary).toMatchObject({ inputType: "single", texturesGenerated: 2 });
  });

  it("rewrites a single image's colours only when Base colour and a contrast other than 1.0 ask for it", async () => {
    // A gradient, so contrast has something to stretch (a solid colour around mid-grey would not move).
    const image = solid(8, 8, [0, 0, 0, 255]);
    for (let p = 0; p < 64; p++) image.data.set([p * 3, 40 + p * 2, 200 - p, 255], p * 4);
    // An artist's file carries chunks a re-encode would drop, so "kept" is told from "re-encoded".
    const bytes = withPngComment(await encodePng(image), "painted by hand");
    const run = async (settings: object) => {
      const out = memorySink();
      await convertPack({ name: "rock.png", bytes }, settings, { sink: out.sink });
      return unzipSync(out.bytes())["rock.png"];
    };
    expect(await run({ baseColorContrast: 1 })).toEqual(bytes);
    expect(await run({ generateBaseColor: false, baseColorContrast: 1.5 })).toEqual(bytes);
    const contrasted = await decodePng((await run({})) as Uint8Array);
    expect(Array.from(contrasted.data.subarray(0, 4))).not.toEqual(Array.from(image.data.subarray(0, 4)));
  });

  it("keeps a TGA it was given beside the PNG the game loads, whatever the colour settings", async () => {
    const tga = new Uint8Array(18 + 4 * 4 * 4);
    tga.set([0, 0, 2], 0);
    tga.set([4, 0, 4, 0, 32, 0x28], 12);
    for (let p = 0; p < 16; p++) tga.set([60, 90, p * 15, 255], 18 + p * 4);
    for (const settings of [{}, { baseColorContrast: 1 }]) {
      const out = memorySink();
      await convertPack({ name: "stone.tga", bytes: tga }, settings, { sink: out.sink, generate: flatGenerator() });
      const output = unzipSync(out.bytes());
      expect(Object.keys(output).sort()).toEqual(["stone.png", "stone.tga", "stone_n.png", "stone_s.png"]);
      expect(output["stone.tga"]).toEqual(tga);
    }
  });

  it("rewrites Glow_Stone.PNG under its own name, never beside it as Glow_Stone.png", async () => {
    const image = solid(8, 8, [0, 0, 0, 255]);
    for (let p = 0; p < 64; p++) image.data.set([p * 3, 40 + p * 2, 200 - p, 255], p * 4);
    const bytes = withPngComment(await encodePng(image), "painted by hand");
    for (const [settings, rewritten] of [
      [{}, true],
      [{ baseColorContrast: 1 }, false],
    ] as const) {
      const out = memorySink();
      const result = await convertPack({ name: "Glow_Stone.PNG", bytes }, settings, {
        sink: out.sink,
        generate: flatGenerator(),
      });
      const output = unzipSync(out.bytes());
      expect(Object.keys(output).sort()).toEqual(["Glow_Stone.PNG", "Glow_Stone_n.png", "Glow_Stone_s.png"]);
      if (rewritten) expect(output["Glow_Stone.PNG"]).not.toEqual(bytes);
      else expect(output["Glow_Stone.PNG"]).toEqual(bytes);
      expect(result.files.map((file) => file.originalPath).sort()).toEqual([
        "Glow_Stone.PNG",
        "Glow_Stone_n.png",
        "Glow_Stone_s.png",
      ]);
    }
  });

  it("keeps Glow_Stone.PNG's name when advanced processing rewrites it", async () => {
    const out = memorySink();
    const bytes = await encodePng(solid(8, 8, [90, 80, 70, 255]));
    const advanced = { ...defaultAdvancedProcessing, enableCompression: true };
    await convertPack({ name: "Glow_Stone.PNG", bytes }, {}, { sink: out.sink, generate: flatGenerator(), advanced });
    expect(Object.keys(unzipSync(out.bytes())).sort()).toEqual([
      "Glow_Stone.PNG",
      "Glow_Stone_n.png",
      "Glow_Stone_s.png",
    ]);
  });

  it("keeps a zip of loose textures' Glow_Stone.PNG as it is, with no lower-case twin", async () => {
    const png = await encodePng(solid(8, 8, [90, 80, 70, 255]));
    const zip = zipSync({ "textures/Glow_Stone.PNG": png });
    const { output } = await convert(zip);
    expect(Object.keys(output).sort()).toEqual([
      "textures/Glow_Stone.PNG",
      "textures/Glow_Stone_n.png",
      "textures/Glow_Stone_s.png",
    ]);
    expect(output["textures/Glow_Stone.PNG"]).toEqual(png);
  });

  it("fails a single unreadable image with the decoder's own error, its code kept for callers", async () => {
    const run = convertPack(
      { name: "x.png", bytes: strToU8("nope") },
      {},
      { sink: () => {}, generate: flatGenerator() },
    );
    await expect(run).rejects.toThrow(/x\.png/);
    const failure = await run.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageDecodeError);
    expect((failure as ImageDecodeError).code).toBe("unsupported_format");
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
