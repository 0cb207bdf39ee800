import { strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { generateMaterial } from "../material/generate-material.js";
import { initNodeCodecs } from "../runtime/node.js";
import { createRawImage, type RawImage } from "../types.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { convertPack } from "./convert-pack.js";
import { buildPack, solid } from "./test-pack.js";
import type { ProcessingStatus } from "./types.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";

/** A 4x4 grey block with OptiFine's overlay drawn over its top row: opaque, half and faint. */
function withOverlay(): { albedo: RawImage; overlay: RawImage } {
  const albedo = solid(4, 4, [120, 120, 120, 255]);
  const overlay = createRawImage(4, 4);
  overlay.data.set([255, 80, 0, 255, 255, 80, 0, 255, 255, 80, 0, 128, 255, 80, 0, 10]);
  return { albedo, overlay };
}

async function convert(files: Record<string, Uint8Array | string | RawImage>) {
  const out = memorySink();
  let status: ProcessingStatus | undefined;
  await convertPack(bytesSource(await buildPack(files)), {}, { sink: out.sink, onProgress: (s) => (status = s) });
  const output = unzipSync(out.bytes());
  const emission = async (path: string) => {
    const specular = await decodePng(output[path] as Uint8Array);
    return Array.from({ length: specular.width * specular.height }, (_, i) => specular.data[i * 4 + 3]);
  };
  return { output, emission, log: (status?.logs ?? []).map((line) => line.message) };
}

describe("OptiFine emissive overlays (_e)", () => {
  it("decide a texture's emission by their alpha, whatever its name", () => {
    const { albedo, overlay } = withOverlay();
    const { specular } = generateMaterial(albedo, {}, { name: "block/stone.png", emissiveOverlay: overlay });
    const alpha = Array.from({ length: 16 }, (_, i) => specular.data[i * 4 + 3]);
    expect(alpha).toEqual([254, 254, 127, 10, ...new Array(12).fill(0)]);
    // Without it a stone does not emit at all.
    expect(generateMaterial(albedo, {}, { name: "block/stone.png" }).specular.data[3]).toBe(255);
    expect(() =>
      generateMaterial(albedo, {}, { name: "block/stone.png", emissiveOverlay: createRawImage(4, 8) }),
    ).toThrow("emissiveOverlay is 4x8, expected the albedo's 4x4");
  });

  it("give a converted pack's _s the glow the artist drew, and the overlay is kept", async () => {
    const { albedo, overlay } = withOverlay();
    const torch = solid(4, 4, [255, 200, 80, 255]);
    const { output, emission } = await convert({
      "pack.mcmeta": '{"pack":{"pack_format":34,"description":"Glow"}}',
      [`${block}netherite_block.png`]: albedo,
      [`${block}netherite_block_e.png`]: overlay,
      [`${block}torch.png`]: torch,
    });
    expect(await emission(`${block}netherite_block_s.png`)).toEqual([254, 254, 127, 10, ...new Array(12).fill(0)]);
    expect(output[`${block}netherite_block_e.png`]).toBeDefined();
    expect(output[`${block}netherite_block_e_s.png`]).toBeUndefined();
    // A light without an overlay still glows by its name.
    expect((await emission(`${block}torch_s.png`)).every((value) => value === 254)).toBe(true);
  });

  it("use the first frame of an animated overlay on a still texture", async () => {
    const { albedo, overlay } = withOverlay();
    const strip = createRawImage(4, 8);
    strip.data.set(overlay.data, 0);
    strip.data.fill(255, 64); // the second frame glows everywhere
    const { emission, log } = await convert({
      [`${block}structure_block.png`]: albedo,
      [`${block}structure_block_e.png`]: strip,
      [`${block}structure_block_e.png.mcmeta`]: '{"animation":{}}',
    });
    expect(await emission(`${block}structure_block_s.png`)).toEqual([254, 254, 127, 10, ...new Array(12).fill(0)]);
    expect(log.filter((line) => line.includes("_e.png"))).toEqual([]);
  });

  it("that cannot be used leave the texture to its name, and the log says why", async () => {
    const { albedo } = withOverlay();
    const { output, emission, log } = await convert({
      [`${block}glowstone.png`]: solid(4, 4, [255, 220, 120, 255]),
      [`${block}glowstone_e.png`]: strToU8("not a png"),
      [`${block}stone.png`]: albedo,
      [`${block}stone_e.png`]: solid(8, 8, [255, 0, 0, 255]),
    });
    expect((await emission(`${block}glowstone_s.png`)).every((value) => value === 254)).toBe(true);
    expect((await emission(`${block}stone_s.png`)).every((value) => value === 255)).toBe(true);
    expect(output[`${block}glowstone_e.png`]).toEqual(strToU8("not a png"));
    expect(log).toContainEqual(
      expect.stringMatching(/^assets\/.*\/glowstone_e\.png: .*glowstone\.png's emission was judged by its name$/),
    );
    expect(log).toContain(
      `${block}stone_e.png: the emissive overlay is 8x8, not its texture's 4x4; stone.png's emission was judged by its name`,
    );
  });
});
