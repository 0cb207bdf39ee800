import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { createRawImage, type RawImage } from "../types.js";
import { bytesSource } from "../zip/source.js";
import type { PackEntry } from "./pack-files.js";
import { validatePack } from "./validate-pack.js";

beforeAll(() => initNodeCodecs());

const text = (value: string) => new TextEncoder().encode(value);
const packMeta = text('{"pack": {"pack_format": 34, "description": "test"}}');
const declaration = text("format=lab-pbr/1.3\n");
const block = "assets/minecraft/textures/block/";

function filled(width: number, height: number, pixel: [number, number, number, number]): RawImage {
  const image = createRawImage(width, height);
  for (let i = 0; i < width * height; i++) image.data.set(pixel, i * 4);
  return image;
}

async function png(pixel: [number, number, number, number], width = 16, height = 16): Promise<Uint8Array> {
  return encodePng(filled(width, height, pixel));
}

describe("validatePack rules over small packs", () => {
  it("passes a declared pack with matching base, _n and _s", async () => {
    const zip = zipSync({
      "pack.mcmeta": packMeta,
      "assets/minecraft/optifine/texture.properties": declaration,
      [`${block}stone.png`]: await png([100, 100, 100, 200]),
      [`${block}stone_n.png`]: await png([128, 128, 255, 255]),
      [`${block}stone_s.png`]: await png([100, 10, 0, 255]),
    });
    const result = await validatePack(zip);
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ isValid: true, totalFiles: 5, textureFiles: 3 });
    expect(result.fileDetails.map((detail) => detail.filename).sort()).toEqual([
      "stone.png",
      "stone_n.png",
      "stone_s.png",
    ]);
  });

  it("reads a ranged zip source (central directory first) the same as zip bytes", async () => {
    const zip = zipSync({
      "pack.mcmeta": packMeta,
      [`${block}stone_n.png`]: await png([255, 255, 255, 255]),
      "sounds/ambient.ogg": new Uint8Array(64),
    });
    const fromSource = await validatePack(bytesSource(zip));
    expect(fromSource).toEqual(await validatePack(zip));
    expect(fromSource.totalFiles).toBe(3);
    // The _n (255, 255) everywhere is overlong (error) and leans as a whole (warning).
    expect(fromSource.issues.map((issue) => issue.level)).toEqual(["info", "error", "warning", "warning"]);
  });

  it("finds the pack inside a wrapping folder and reads entries from any iterable", async () => {
    const entries: PackEntry[] = [
      { path: "MyPack/pack.mcmeta", bytes: packMeta, size: packMeta.length },
      { path: `MyPack/${block}dirt_n.png`, bytes: await png([128, 128, 255, 255]), size: 1 },
    ];
    const result = await validatePack(entries);
    expect(result.issues.map((issue) => [issue.level, issue.filename])).toEqual([
      ["info", `MyPack/${block}dirt_n.png`],
      ["warning", "MyPack/assets/minecraft/optifine/texture.properties"],
    ]);
  });

  it("passes a pack compressed by macOS Finder: its __MACOSX and ._ files are not textures", async () => {
    const appleDouble = new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]);
    const zip = zipSync({
      "Pack/pack.mcmeta": packMeta,
      "Pack/assets/minecraft/optifine/texture.properties": declaration,
      [`Pack/${block}stone.png`]: await png([100, 100, 100, 200]),
      [`Pack/${block}._stone.png`]: appleDouble,
      "Pack/.DS_Store": appleDouble,
      [`__MACOSX/Pack/${block}._stone.png`]: appleDouble,
    });
    const result = await validatePack(zip);
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ isValid: true, textureFiles: 1 });
  });

  it("reports a wrong declaration and a one-frame _n beside an animation", async () => {
    const zip = zipSync({
      "pack.mcmeta": packMeta,
      "assets/minecraft/optifine/texture.properties": text("format=lab-pbr/1.2\n"),
      [`${block}fire.png`]: await png([200, 100, 0, 200], 16, 32),
      [`${block}fire.png.mcmeta`]: text('{"animation": {"frametime": 1}}'),
      [`${block}fire_n.png`]: await png([128, 128, 255, 255]),
    });
    const result = await validatePack(zip);
    expect(result.isValid).toBe(false);
    expect(result.issues.map((issue) => issue.message)).toEqual([
      "_n has 1 frame but its base texture is animated with 2 frames",
      "texture.properties declares lab-pbr/1.2, not lab-pbr/1.3 (Iris supports only 1.3)",
    ]);
  });

  it("marks an absent texture.properties declaration as missing, and only that issue", async () => {
    const result = await validatePack(
      zipSync({
        "pack.mcmeta": packMeta,
        [`${block}stone.png`]: await png([120, 120, 120, 255]),
        [`${block}stone_n.png`]: await png([128, 128, 255, 255]),
      }),
    );
    const undeclared = result.issues.filter((issue) => issue.missing);
    expect(undeclared.map((issue) => [issue.filename, issue.message])).toEqual([
      ["assets/minecraft/optifine/texture.properties", "The pack has _n/_s maps but does not declare LabPBR"],
    ]);
  });

  it("names non-PNG files, files that only pretend to be PNG, and unreadable PNGs", async () => {
    const good = await png([1, 2, 3, 255]);
    const zip = zipSync({
      "pack.mcmeta": packMeta,
      [`${block}a.tga`]: new Uint8Array([0, 0, 2]),
      [`${block}b.png`]: text("GIF89a"),
      [`${block}c.png`]: good.slice(0, 40),
    });
    const result = await validatePack(zip);
    expect(result.issues.map((issue) => `${issue.level}: ${issue.message}`)).toEqual([
      "error: a.tga is not a PNG",
      "error: b.png is named .png but is not a PNG file",
      "error: This PNG is damaged: PNG ends before its IEND chunk",
    ]);
  });

  it("warns once per upper-case texture path under assets/, never on pack.png or files outside assets/", async () => {
    const zip = zipSync({
      "pack.mcmeta": packMeta,
      "Pack.png": await png([100, 100, 100, 255], 64, 64),
      "Credits/README.TXT": text("by me"),
      [`${block}Glow_Stone.PNG`]: await png([200, 180, 90, 200]),
      [`${block}stone.png`]: await png([100, 100, 100, 200]),
    });
    const result = await validatePack(zip);
    expect(result.issues).toEqual([
      {
        level: "warning",
        filename: `${block}Glow_Stone.PNG`,
        message: "The path has upper-case letters; Minecraft only loads lower-case resource paths and skips this file",
        suggestion: `Rename it to ${block}glow_stone.png`,
        value: "Glow_Stone.PNG",
      },
    ]);
    expect(result.isValid).toBe(true);
  });

  it("requires a pack.mcmeta with pack_format", async () => {
    const missing = await validatePack(zipSync({ "readme.txt": text("hi") }));
    expect(missing.issues.map((issue) => issue.message)).toEqual([
      "No pack.mcmeta: this is not a loadable resource pack",
    ]);
    const broken = await validatePack(zipSync({ "pack.mcmeta": text("{oops") }));
    expect(broken.issues[0]?.message).toMatch(/^pack.mcmeta is not valid JSON/);
    // Only the absent file is marked missing: readers list it with the pack, not as a row for the file.
    expect(missing.issues[0]?.missing).toBe(true);
    expect(broken.issues[0]?.missing).toBeUndefined();
    const noFormat = await validatePack(zipSync({ "pack.mcmeta": text('{"pack": {}}') }));
    expect(noFormat.issues.map((issue) => issue.message)).toEqual(["pack.mcmeta has no pack.pack_format"]);
    const newFormat = await validatePack(
      zipSync({ "pack.mcmeta": text('{"pack": {"min_format": 69, "max_format": 70}}') }),
    );
    expect(newFormat.issues).toEqual([]);
  });

  it("checks CTM properties: method, tile count, files present", async () => {
    const ctm = "assets/minecraft/optifine/ctm/glass/";
    const tile = await png([200, 200, 255, 128]);
    const zip = zipSync({
      "pack.mcmeta": packMeta,
      [`${ctm}glass.properties`]: text("method=ctm_compact\nmatchBlocks=glass\ntiles=0-4\n"),
      [`${ctm}0.png`]: tile,
      [`${ctm}1.png`]: tile,
      [`${ctm}2.png`]: tile,
      [`${ctm}3.png`]: tile,
      [`${ctm}4.png`]: tile,
      [`${ctm}bad.properties`]: text("method=spiral\n"),
      [`${ctm}few.properties`]: text("method=horizontal\ntiles=0-1\n"),
    });
    const result = await validatePack(zip);
    expect(result.textureFiles).toBe(5);
    expect(result.issues.map((issue) => `${issue.filename.split("/").pop()}: ${issue.message}`)).toEqual([
      'bad.properties: Unknown CTM method "spiral"',
      "few.properties: No matchTiles or matchBlocks: OptiFine matches the block named after the file",
      "few.properties: method=horizontal needs 4 tiles but tiles= lists 2",
    ]);
  });
});
