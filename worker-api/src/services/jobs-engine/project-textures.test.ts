import { bytesSource, type PackPlan, planPack, type TextureFile, type TextureType } from "@greenhouse/wasm-pipeline";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { texturesFor } from "./project-textures.js";

const block = "assets/minecraft/textures/block/";
/** Enough of a PNG for the sniff: its signature and a distinct tail. */
const pngBytes = (tag: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, tag]);

function result(originalPath: string, textureType: TextureType): TextureFile {
  return {
    originalPath,
    filename: originalPath.slice(originalPath.lastIndexOf("/") + 1),
    fileSize: 9,
    textureType,
    validationStatus: "valid",
    validationIssues: [],
  };
}

async function planOf(files: Record<string, Uint8Array>) {
  const source = bytesSource(zipSync(files, { level: 0 }));
  return { source, plan: await planPack(source) };
}

const paths = (textures: Awaited<ReturnType<typeof texturesFor>>["textures"]) =>
  textures.map((texture) => texture.files.map(({ file }) => file.originalPath));

describe("texturesFor", () => {
  it("takes generated files from the writer and copied ones from the input, in plan order", async () => {
    const { source, plan } = await planOf({
      "pack.mcmeta": new TextEncoder().encode("{}"),
      [`${block}glass_n.png`]: pngBytes(2),
      [`${block}glass.png`]: pngBytes(1),
      [`${block}stone.png`]: pngBytes(3),
      "assets/minecraft/textures/gui/widgets_n.png": pngBytes(4),
    });
    const generated = pngBytes(5);
    const found = await texturesFor(
      [
        result(`${block}glass_n.png`, "normal"),
        result(`${block}glass.png`, "albedo"),
        result(`${block}stone.png`, "albedo"),
        result(`${block}stone_n.png`, "normal"),
        result("assets/minecraft/textures/gui/widgets_n.png", "normal"),
      ],
      new Map([[`${block}stone_n.png`, generated]]),
      plan,
      source,
    );
    // A texture's files in plan order, as the output zip has them; gui's map is not a material's.
    expect(paths(found.textures)).toEqual([
      [`${block}glass_n.png`, `${block}glass.png`],
      [`${block}stone.png`, `${block}stone_n.png`],
    ]);
    const bytes = found.textures.flatMap((texture) => texture.files.map((file) => file.bytes[8]));
    expect(bytes).toEqual([2, 1, 3, 5]);
    expect(found.leftOut).toBeUndefined();
  });

  it("leaves out a material file that is not a PNG or cannot be read, in one line saying why", async () => {
    const { source, plan } = await planOf({
      [`${block}dirt_n.jpg`]: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
      [`${block}sand.png`]: pngBytes(6),
      [`${block}clay_s.png`]: pngBytes(7),
    });
    const damaged = plan.entries.find((item) => item.path.endsWith("clay_s.png")) as PackPlan["entries"][number];
    damaged.entry.crc ^= 1;
    const found = await texturesFor(
      [
        result(`${block}dirt_n.jpg`, "normal"),
        result(`${block}sand.png`, "albedo"),
        result(`${block}clay_s.png`, "specular"),
      ],
      new Map(),
      plan,
      source,
    );
    expect(paths(found.textures)).toEqual([[`${block}sand.png`]]);
    expect(found.leftOut).toBe(
      "2 texture files of this batch were left out of the project (not a PNG: 1, damaged in the zip: 1)",
    );
  });

  it("brings each file's animation .mcmeta, written or copied, and the pack.mcmeta this batch wrote", async () => {
    const animation = new TextEncoder().encode('{"animation":{"frametime":2}}');
    const { source, plan } = await planOf({
      "pack.mcmeta": new TextEncoder().encode('{"pack":{}}'),
      [`${block}lava.png`]: pngBytes(1),
      [`${block}lava.png.mcmeta`]: animation,
      [`${block}fire.png`]: pngBytes(2),
      [`${block}fire.png.mcmeta`]: new TextEncoder().encode("not json"),
    });
    const marked = new TextEncoder().encode('{"pack":{"description":"LabPBR"}}');
    const found = await texturesFor(
      [
        result(`${block}lava.png`, "albedo"),
        result(`${block}lava_n.png`, "normal"),
        result(`${block}fire.png`, "albedo"),
      ],
      new Map([
        [`${block}lava_n.png`, pngBytes(3)],
        [`${block}lava_n.png.mcmeta`, animation],
        ["pack.mcmeta", marked],
      ]),
      plan,
      source,
    );
    expect(found.textures.map((texture) => (texture.animations ?? []).map(({ path, made }) => [path, made]))).toEqual([
      [
        [`${block}lava.png.mcmeta`, false],
        [`${block}lava_n.png.mcmeta`, true],
      ],
      [],
    ]);
    expect(found.textures[0]?.animations?.[0]?.bytes).toEqual(animation);
    expect(found.packMeta).toEqual({ path: "pack.mcmeta", bytes: marked, made: false });
    expect(found.leftOut).toBe("1 texture file of this batch was left out of the project (.mcmeta not JSON: 1)");
  });
});
