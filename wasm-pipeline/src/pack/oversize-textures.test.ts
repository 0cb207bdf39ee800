import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { createRawImage, type RawImage } from "../types.js";
import { bytesSource } from "../zip/source.js";
import { findOversizeTextures } from "./oversize-textures.js";
import { buildPack, solid } from "./test-pack.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";
const budget = 1024 * 1024;

/** Grainy pixels, so the PNG does not shrink like a zip bomb (which the archive checks refuse). */
function grainy(width: number, height: number): RawImage {
  const image = createRawImage(width, height);
  let state = 7;
  for (let i = 0; i < image.data.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    image.data[i] = i % 4 === 3 ? 255 : state >>> 24;
  }
  return image;
}

describe("findOversizeTextures", () => {
  it("lists the materials over the budget from their headers, in pack order", async () => {
    const pack = await buildPack({
      "pack.mcmeta": '{"pack":{"pack_format":15,"description":"HD"}}',
      [`${block}granite.png`]: grainy(1100, 1000),
      [`${block}dirt.png`]: grainy(1024, 1024),
      [`${block}lava.png`]: grainy(1000, 1100),
      // Not a material (no maps are made for GUI art), however large.
      "assets/minecraft/textures/gui/title/background/panorama_0.png": grainy(1100, 1100),
      // Named like a PNG, but not one: the conversion reports it on its own row.
      [`${block}broken.png`]: "not a png",
    });
    expect(await findOversizeTextures(bytesSource(pack), budget)).toEqual([
      { path: `${block}granite.png`, width: 1100, height: 1000 },
      { path: `${block}lava.png`, width: 1000, height: 1100 },
    ]);
  });

  it("passes over a texture whose maps the pack already has, unless they are to be regenerated", async () => {
    const pack = await buildPack({
      [`${block}stone.png`]: grainy(1100, 1000),
      [`${block}stone_n.png`]: solid(4, 4, [128, 128, 255, 255]),
      [`${block}stone_s.png`]: solid(4, 4, [0, 10, 0, 255]),
    });
    expect(await findOversizeTextures(bytesSource(pack), budget)).toEqual([]);
    expect(await findOversizeTextures(bytesSource(pack), budget, { regenerateExisting: true })).toEqual([
      { path: `${block}stone.png`, width: 1100, height: 1000 },
    ]);
  });

  it("finds them inside a pack wrapped in one folder, by their path in the pack", async () => {
    const pack = await buildPack({ [`HD Pack/${block}granite.png`]: grainy(1100, 1000) });
    expect(await findOversizeTextures(bytesSource(pack), budget)).toEqual([
      { path: `${block}granite.png`, width: 1100, height: 1000 },
    ]);
  });
});
