import { readFileSync } from "node:fs";
import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../codecs/png.js";
import { generateMaterial } from "../material/generate-material.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { frameLayout } from "./animation.js";
import { validatePack } from "./validate-pack.js";

const block = "assets/minecraft/textures/block/";
const item = "assets/minecraft/textures/item/";

/** Textures chosen to cover the generator's branches: stone, metal, light source, cutout, animation, item. */
const samples = [
  `${block}stone.png`,
  `${block}iron_block.png`,
  `${block}gold_block.png`,
  `${block}glowstone.png`,
  `${block}oak_leaves.png`,
  `${block}sea_lantern.png`,
  `${block}diamond_ore.png`,
  `${item}iron_ingot.png`,
];

beforeAll(() => initNodeCodecs());

describe("our converter's output against our validator", () => {
  it("generateMaterial on real PixelPerfection textures validates with no errors and no warnings", async () => {
    const wanted = new Set(samples.flatMap((path) => [path, `${path}.mcmeta`]));
    const source = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
      filter: (file) => wanted.has(file.name),
    });
    expect(
      Object.keys(source)
        .filter((path) => path.endsWith(".png"))
        .sort(),
    ).toEqual([...samples].sort());
    const text = (value: string) => new TextEncoder().encode(value);
    const files: Record<string, Uint8Array> = {
      "pack.mcmeta": text('{"pack": {"pack_format": 34, "description": "converted"}}'),
      "assets/minecraft/optifine/texture.properties": text("format=lab-pbr/1.3\n"),
    };
    for (const path of samples) {
      const albedo = await decodePng(source[path] as Uint8Array);
      const mcmetaBytes = source[`${path}.mcmeta`];
      const mcmeta = mcmetaBytes ? new TextDecoder().decode(mcmetaBytes) : undefined;
      const layout = frameLayout(albedo.width, albedo.height, mcmeta);
      const material = generateMaterial(albedo, {}, { name: path, frameHeight: layout.frameHeight });
      const stem = path.slice(0, -4);
      files[path] = await encodePng(material.baseColor);
      files[`${stem}_n.png`] = await encodePng(material.normal);
      files[`${stem}_s.png`] = await encodePng(material.specular);
      if (mcmetaBytes) {
        files[`${path}.mcmeta`] = mcmetaBytes;
        files[`${stem}_n.png.mcmeta`] = mcmetaBytes;
        files[`${stem}_s.png.mcmeta`] = mcmetaBytes;
      }
    }
    const result = await validatePack(zipSync(files));
    expect(result.textureFiles).toBe(samples.length * 3);
    expect(result.issues.filter((issue) => issue.level !== "info")).toEqual([]);
    expect(result.isValid).toBe(true);
    // The only notes: encodePng always writes RGBA, so opaque base colours carry an unused alpha
    // channel (compression with oxipng drops it losslessly).
    const notes = result.issues.filter((issue) => issue.level === "info");
    expect(new Set(notes.map((issue) => issue.message))).toEqual(
      new Set(["The file stores an alpha channel but every pixel is fully opaque"]),
    );
    expect(notes.every((issue) => !/_[ns]\.png$/.test(issue.filename))).toBe(true);
  });
});
