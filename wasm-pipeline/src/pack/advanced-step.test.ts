import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../codecs/png.js";
import { generateMaterial } from "../material/generate-material.js";
import { initNodeCodecs } from "../runtime/node.js";
import { type AdvancedProcessing, defaultAdvancedProcessing } from "../settings.js";
import { withPngComment } from "../testing/png-comment.js";
import { createRawImage, type RawImage } from "../types.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { advancedProcessingFor } from "./advanced-step.js";
import { convertPack } from "./convert-pack.js";
import { buildPack, solid } from "./test-pack.js";
import type { ProcessingStatus } from "./types.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";

/** Pixel-art grain, so maps have relief and compression has something to do. */
function grainy(width: number, height: number, seed = 3): RawImage {
  const image = createRawImage(width, height);
  let state = seed;
  for (let i = 0; i < image.data.length; i += 4) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const v = 90 + (state >>> 27) * 4;
    image.data.set([v, v - 10, v - 20, 255], i);
  }
  return image;
}

async function convertWith(
  input: Parameters<typeof convertPack>[0],
  advanced: Partial<AdvancedProcessing>,
  maxPixels?: number,
) {
  const out = memorySink();
  const logs: string[] = [];
  const result = await convertPack(
    input,
    {},
    {
      sink: out.sink,
      generate: generateMaterial,
      advanced: { ...defaultAdvancedProcessing, ...advanced },
      ...(maxPixels ? { maxPixels } : {}),
      onProgress: (status: ProcessingStatus) => {
        for (const line of status.logs) if (!logs.includes(line.message)) logs.push(line.message);
      },
    },
  );
  return { result, logs, output: unzipSync(out.bytes()) };
}

const sizeOf = async (bytes: Uint8Array | undefined) => {
  if (!bytes) throw new Error("missing file");
  const image = await decodePng(bytes);
  return [image.width, image.height];
};

describe("advanced processing during a conversion", () => {
  it("resizes a pack's textures with their maps, compresses its other art, and keeps materials that bring maps", async () => {
    const widgets = withPngComment(await encodePng(grainy(32, 16, 9)), "painted by hand");
    const dirtNormal = await encodePng(solid(16, 16, [128, 128, 255, 255]));
    const pack = await buildPack({
      "pack.mcmeta": '{"pack":{"pack_format":15,"description":"Tiny"}}',
      [`${block}stone.png`]: grainy(16, 16),
      [`${block}dirt.png`]: grainy(16, 16, 5),
      [`${block}dirt_n.png`]: dirtNormal,
      "assets/minecraft/textures/gui/widgets.png": widgets,
    });
    const input = unzipSync(pack);
    const { output, logs } = await convertWith(bytesSource(pack), {
      enableBulkResize: true,
      baseColorResolution: 32,
      normalResolution: 32,
      specularResolution: 64,
      enableCompression: true,
      enableCTMSplit: true,
    });
    for (const name of ["stone.png", "stone_n.png", "stone_s.png"]) {
      expect(await sizeOf(output[`${block}${name}`]), name).toEqual([32, 32]);
    }
    // dirt has its own _n: resizing dirt alone would break the pair, so it keeps its size.
    expect(await sizeOf(output[`${block}dirt.png`])).toEqual([16, 16]);
    expect(await sizeOf(output[`${block}dirt_s.png`])).toEqual([16, 16]);
    expect(output[`${block}dirt_n.png`]).toEqual(dirtNormal);
    // GUI art gets no maps; compressed, its pixels stay the same.
    const gui = output["assets/minecraft/textures/gui/widgets.png"] as Uint8Array;
    expect((await decodePng(gui)).data).toEqual((await decodePng(widgets)).data);
    expect(strFromU8(widgets, true)).toContain("painted by hand");
    expect(strFromU8(gui, true)).not.toContain("painted by hand");
    expect(Object.keys(output).filter((name) => name.includes("/ctm/"))).toEqual([]);
    expect(logs).toEqual(
      expect.arrayContaining([
        "CTM split applies to single textures; it was skipped for the pack",
        "specularResolution 64 ignored: LabPBR needs the maps at their base colour's size (32 wide)",
        `${block}dirt.png: not resized, so that it keeps the size of the _n/_s the pack already has`,
      ]),
    );
    expect(Object.keys(output).sort()).toEqual(
      [...Object.keys(input), `${block}stone_n.png`, `${block}stone_s.png`, `${block}dirt_s.png`]
        .concat("assets/minecraft/optifine/texture.properties")
        .sort(),
    );
  });

  it("resizes an animation strip frame by frame, but not one whose .mcmeta sizes its frames in pixels", async () => {
    const resize = { enableBulkResize: true, baseColorResolution: 32, normalResolution: 32, specularResolution: 32 };
    const pack = await buildPack({
      "pack.mcmeta": '{"pack":{"pack_format":15,"description":"Strips"}}',
      [`${block}lava.png`]: grainy(16, 64, 17),
      [`${block}lava.png.mcmeta`]: '{"animation":{"frametime":2}}',
      [`${block}prismarine.png`]: grainy(16, 64, 19),
      [`${block}prismarine.png.mcmeta`]: '{"animation":{"height":16}}',
    });
    const { output, logs } = await convertWith(bytesSource(pack), resize);
    for (const name of ["lava.png", "lava_n.png", "lava_s.png"]) {
      expect(await sizeOf(output[`${block}${name}`]), name).toEqual([32, 128]);
    }
    for (const name of ["prismarine.png", "prismarine_n.png", "prismarine_s.png"]) {
      expect(await sizeOf(output[`${block}${name}`]), name).toEqual([16, 64]);
    }
    expect(logs).toContain(
      `${block}prismarine.png: not resized: its .mcmeta gives the animation frame size in pixels, which would no longer match`,
    );
  });

  it("splits a single tile into its connected set, every tile with _n and _s", async () => {
    const tile = await encodePng(grainy(16, 16, 11));
    const { output } = await convertWith(
      { name: "glass.png", bytes: tile },
      { enableCTMSplit: true, ctmVariations: 47 },
    );
    const folder = "assets/minecraft/optifine/ctm/glass/";
    const properties = strFromU8(output[`${folder}glass.properties`] as Uint8Array);
    expect(properties).toMatch(/^method=ctm$/m);
    expect(properties).toMatch(/^tiles=0-46$/m);
    for (let index = 0; index < 47; index++) {
      for (const suffix of ["", "_n", "_s"]) {
        expect(await sizeOf(output[`${folder}${index}${suffix}.png`]), `${index}${suffix}`).toEqual([16, 16]);
      }
    }
    expect(output["glass_n.png"]).toBeDefined();
  });

  it("does not resize past the runtime's pixel budget, and says so", async () => {
    const tile = await encodePng(grainy(16, 16, 13));
    const resize = { enableBulkResize: true, baseColorResolution: 64, normalResolution: 64, specularResolution: 64 };
    const { output, logs } = await convertWith({ name: "sand.png", bytes: tile }, resize, 32 * 32);
    expect(await sizeOf(output["sand_n.png"])).toEqual([16, 16]);
    expect(logs).toContain(
      "sand.png: not resized to 64 wide: that would be more than the 32x32 pixels this conversion can hold",
    );
  });

  it("has nothing to apply when resize, compression and CTM split are all off", () => {
    expect(advancedProcessingFor("single", defaultAdvancedProcessing)).toEqual({ notes: [] });
    expect(advancedProcessingFor("resourcepack", { ...defaultAdvancedProcessing, enableCTMSplit: true })).toEqual({
      notes: ["CTM split applies to single textures; it was skipped for the pack"],
    });
  });
});
