import { strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { readCentralDirectory } from "../zip/central-directory.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { isSystemFile } from "../zip/system-files.js";
import { convertPack } from "./convert-pack.js";
import { findWrapperFolder } from "./pack-root.js";
import { buildPack, flatGenerator, solid } from "./test-pack.js";

// Zips as creators make them: Finder's "Compress" adds __MACOSX/ with an AppleDouble `._` file for
// every file that has extended attributes, a folder may be zipped from further up, and some zips hold
// only textures.

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";
const appleDouble = new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]);
const packMeta = '{"pack":{"pack_format":34,"description":"Mac"}}';

async function convert(zip: Uint8Array) {
  const out = memorySink();
  const result = await convertPack(bytesSource(zip), {}, { sink: out.sink, generate: flatGenerator() });
  return { result, output: unzipSync(out.bytes()) };
}

async function wrapperOf(files: Record<string, string>): Promise<string> {
  return findWrapperFolder(await readCentralDirectory(bytesSource(await buildPack(files))));
}

describe("system files", () => {
  it("are macOS and Windows folder metadata, wherever they lie", () => {
    for (const path of [
      "__MACOSX/Pack/._stone.png",
      `Pack/${block}._stone.png`,
      ".DS_Store",
      "a/Thumbs.db",
      "desktop.ini",
    ])
      expect(isSystemFile(path), path).toBe(true);
    for (const path of [`${block}stone.png`, "pack.mcmeta", "_stone.png", "a.DS_Store.png"])
      expect(isSystemFile(path), path).toBe(false);
  });
});

describe("findWrapperFolder", () => {
  it("finds the pack's folder at any depth, ignoring system files, and only when it holds every file", async () => {
    expect(await wrapperOf({ "pack.mcmeta": packMeta, [`${block}a.png`]: "x" })).toBe("");
    expect(await wrapperOf({ "P/pack.mcmeta": packMeta, [`P/${block}a.png`]: "x" })).toBe("P/");
    expect(await wrapperOf({ "Downloads/P/pack.mcmeta": packMeta, [`Downloads/P/${block}a.png`]: "x" })).toBe(
      "Downloads/P/",
    );
    expect(await wrapperOf({ [`P/${block}a.png`]: "x", "__MACOSX/P/._pack.mcmeta": "x", "P/.DS_Store": "x" })).toBe(
      "P/",
    );
    expect(await wrapperOf({ "P/pack.mcmeta": packMeta, "readme.txt": "x" })).toBe("");
    expect(await wrapperOf({ "P/textures/a.png": "x" })).toBe("");
  });
});

describe("convertPack on zips as people make them", () => {
  it("converts a pack compressed by macOS Finder: the wrapper found, its ._ files copied, never decoded", async () => {
    const stone = await encodePng(solid(16, 16, [120, 120, 120, 255]));
    const zip = await buildPack({
      "My Pack/pack.mcmeta": packMeta,
      [`My Pack/${block}stone.png`]: stone,
      "My Pack/.DS_Store": appleDouble,
      "__MACOSX/My Pack/._pack.mcmeta": appleDouble,
      [`__MACOSX/My Pack/${block}._stone.png`]: appleDouble,
    });
    const { result, output } = await convert(zip);
    expect(result.summary).toMatchObject({ inputType: "resourcepack", materials: 1, errors: 0 });
    expect(output[`${block}stone.png`]).toEqual(stone);
    expect(output[`${block}stone_n.png`]).toBeDefined();
    expect(output["assets/minecraft/optifine/texture.properties"]).toBeDefined();
    expect(output[".DS_Store"]).toEqual(appleDouble);
    expect(output[`__MACOSX/My Pack/${block}._stone.png`]).toEqual(appleDouble);
    expect(output[`__MACOSX/My Pack/${block}._stone_n.png`]).toBeUndefined();
  });

  it("says so when a pack has nothing to convert, as when two packs are zipped together", async () => {
    const stone = await encodePng(solid(16, 16, [120, 120, 120, 255]));
    const zip = await buildPack({
      "One/pack.mcmeta": packMeta,
      [`One/${block}stone.png`]: stone,
      "Two/pack.mcmeta": packMeta,
      [`Two/${block}stone.png`]: stone,
    });
    const out = memorySink();
    const logs: string[] = [];
    const result = await convertPack(
      bytesSource(zip),
      {},
      {
        sink: out.sink,
        generate: flatGenerator(),
        onProgress: (status) => logs.push(...status.logs.map((line) => line.message)),
      },
    );
    expect(result.summary).toMatchObject({ inputType: "resourcepack", materials: 0 });
    expect(logs).toContain(
      "No textures to convert: a pack's textures live in assets/<namespace>/textures/block, item or entity (a zip holding several packs is not unwrapped; zip each pack on its own)",
    );
    expect(unzipSync(out.bytes())[`One/${block}stone.png`]).toEqual(stone);
  });

  it("converts a zip of textures with no pack around them where the textures lie", async () => {
    const stone = await encodePng(solid(16, 16, [120, 120, 120, 255]));
    const stoneNormal = await encodePng(solid(16, 16, [128, 128, 255, 255]));
    const stoneJpeg = strToU8("not decoded: the PNG beside it is the texture");
    const zip = await buildPack({
      "textures/stone.png": stone,
      // The same texture exported twice: the PNG gets the maps, the JPEG is copied.
      "textures/stone.jpg": stoneJpeg,
      "textures/stone_n.png": stoneNormal,
      "textures/dirt.png": solid(16, 16, [90, 60, 30, 255]),
      "notes.txt": "made in Aseprite",
    });
    const { result, output } = await convert(zip);
    expect(result.summary).toMatchObject({ materials: 2, texturesGenerated: 3, errors: 0 });
    expect(Object.keys(output).sort()).toEqual([
      "notes.txt",
      "textures/dirt.png",
      "textures/dirt_n.png",
      "textures/dirt_s.png",
      "textures/stone.jpg",
      "textures/stone.png",
      "textures/stone_n.png",
      "textures/stone_s.png",
    ]);
    expect(output["textures/stone.png"]).toEqual(stone);
    expect(output["textures/stone.jpg"]).toEqual(stoneJpeg);
    expect(output["textures/stone_n.png"]).toEqual(stoneNormal);
    expect(strToU8("made in Aseprite")).toEqual(output["notes.txt"]);
  });
});
