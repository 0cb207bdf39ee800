import { strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { memorySink } from "../zip/memory-sink.js";
import { convertPack } from "./convert-pack.js";
import { flatGenerator, solid } from "./test-pack.js";

beforeAll(() => initNodeCodecs());

describe("convertPack on one image with its animation mcmeta", () => {
  it("converts it as an animated texture: per-frame maps of the strip's size, each with the mcmeta", async () => {
    const mcmeta = strToU8('{"animation":{}}');
    const image = { name: "sea_lantern.png", bytes: await encodePng(solid(16, 48, [200, 220, 210, 255])), mcmeta };
    const out = memorySink();
    const calls: { name?: string; frameHeight?: number }[] = [];
    const result = await convertPack(image, {}, { sink: out.sink, generate: flatGenerator(calls) });
    const output = unzipSync(out.bytes());

    expect(Object.keys(output).sort()).toEqual([
      "sea_lantern.png",
      "sea_lantern.png.mcmeta",
      "sea_lantern_n.png",
      "sea_lantern_n.png.mcmeta",
      "sea_lantern_s.png",
      "sea_lantern_s.png.mcmeta",
    ]);
    for (const map of ["sea_lantern_n.png", "sea_lantern_s.png"]) {
      const decoded = await decodePng(output[map] as Uint8Array);
      expect([decoded.width, decoded.height], map).toEqual([16, 48]);
    }
    for (const name of ["sea_lantern.png.mcmeta", "sea_lantern_n.png.mcmeta", "sea_lantern_s.png.mcmeta"]) {
      expect(output[name], name).toEqual(mcmeta);
    }
    // Square frames by default: the generator sees one 16-pixel frame at a time, not the whole strip.
    expect(calls).toEqual([expect.objectContaining({ name: "sea_lantern.png", frameHeight: 16 })]);
    expect(result.summary).toMatchObject({ inputType: "single", materials: 1, texturesGenerated: 2, errors: 0 });
  });

  it("converts the image alone as a still when it has no mcmeta", async () => {
    const image = { name: "stone.png", bytes: await encodePng(solid(16, 48, [120, 120, 120, 255])) };
    const out = memorySink();
    await convertPack(image, {}, { sink: out.sink, generate: flatGenerator() });
    expect(Object.keys(unzipSync(out.bytes())).sort()).toEqual(["stone.png", "stone_n.png", "stone_s.png"]);
  });
});
