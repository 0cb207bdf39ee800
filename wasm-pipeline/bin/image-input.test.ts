import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../src/codecs/png.js";
import { convertPack } from "../src/pack/convert-pack.js";
import { buildPack, solid } from "../src/pack/test-pack.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import type { RawImage } from "../src/types.js";
import { memorySink } from "../src/zip/memory-sink.js";
import { bytesSource } from "../src/zip/source.js";
import { runCli } from "./cli-runner.js";

let dir: string;
const run = (...args: string[]) => runCli(dir, ...args);
const unzipFile = async (name: string) => unzipSync(new Uint8Array(await readFile(join(dir, name))));

/** A 16x64 strip of 4 frames, each a different ramp, so maps made from the whole strip differ from per-frame ones. */
function strip(): RawImage {
  const image = solid(16, 64, [0, 0, 0, 255]);
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 16; x++) {
      const frame = Math.floor(y / 16);
      const v = (frame % 2 === 0 ? x : y % 16) * 15 + frame * 5;
      image.data.set([v, v, v, 255], (y * 16 + x) * 4);
    }
  }
  return image;
}
const fireMeta = '{"animation":{"frametime":3}}';

beforeAll(async () => {
  await initNodeCodecs();
  dir = await mkdtemp(join(tmpdir(), "greenhouse-cli-image-"));
  const png = await encodePng(strip());
  await writeFile(join(dir, "fire_0.png"), png);
  await writeFile(join(dir, "fire_0.png.mcmeta"), fireMeta);
  await mkdir(join(dir, "named"));
  await writeFile(join(dir, "named", "fire_0.png"), png);
  await writeFile(join(dir, "named", "other.mcmeta"), fireMeta);
  await writeFile(join(dir, "named", "anim.mcmeta"), fireMeta);
  await writeFile(join(dir, "stone.png"), await encodePng(solid(8, 8, [90, 90, 90, 255])));
  await writeFile(join(dir, "stone_n.png"), await encodePng(solid(8, 8, [128, 128, 255, 255])));
  await writeFile(join(dir, "keep.json"), JSON.stringify({ baseColorContrast: 1 }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("greenhouse convert: one image", () => {
  it("refuses an image named as a LabPBR map, and validate still checks it", async () => {
    const refused = await run("convert", "stone_n.png", "-o", "map.zip");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "stone_n.png is already a LabPBR map: choose its base texture stone.png, or use greenhouse validate stone_n.png",
    );
    expect(existsSync(join(dir, "map.zip"))).toBe(false);
    expect(existsSync(join(dir, "map.zip.partial"))).toBe(false);
    const validated = await run("validate", "stone_n.png");
    expect(validated.stdout).toContain("stone_n.png: valid");
    expect(validated.code).toBe(0);
  });

  it("picks up <image>.mcmeta beside it, giving the maps the pack conversion gives", async () => {
    const { code } = await run("convert", "fire_0.png", "-o", "fire.zip");
    expect(code).toBe(0);
    const cli = await unzipFile("fire.zip");
    expect(Object.keys(cli).sort()).toEqual([
      "fire_0.png",
      "fire_0.png.mcmeta",
      "fire_0_n.png",
      "fire_0_n.png.mcmeta",
      "fire_0_s.png",
      "fire_0_s.png.mcmeta",
    ]);
    const zip = await buildPack({
      "fire_0.png": new Uint8Array(await readFile(join(dir, "fire_0.png"))),
      "fire_0.png.mcmeta": fireMeta,
    });
    const out = memorySink();
    await convertPack(bytesSource(zip), {}, { sink: out.sink });
    const pack = unzipSync(out.bytes());
    for (const name of ["fire_0_n.png", "fire_0_s.png"]) expect(cli[name], name).toEqual(pack[name]);
    expect(strFromU8(cli["fire_0_n.png.mcmeta"] as Uint8Array)).toBe(
      strFromU8(pack["fire_0_n.png.mcmeta"] as Uint8Array),
    );
  });

  it("takes the .mcmeta named as a second argument, in either order, and refuses one of another name", async () => {
    const named = await run("convert", "named/anim.mcmeta", "named/fire_0.png", "-o", "x.zip");
    expect(named.code).toBe(1);
    expect(named.stderr).toContain("named/anim.mcmeta: an animation file goes with the image of the same name");
    const both = await run("convert", "fire_0.png.mcmeta", "fire_0.png", "-o", "both.zip");
    expect(both.code).toBe(0);
    expect((await unzipFile("both.zip"))["fire_0_n.png"]).toEqual((await unzipFile("fire.zip"))["fire_0_n.png"]);
    const alone = await run("convert", "fire_0.png.mcmeta", "-o", "x.zip");
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain("fire_0.png.mcmeta is an animation file: give its image fire_0.png");
  });

  it("says a folder is not an input instead of a raw EISDIR", async () => {
    for (const command of ["convert", "validate"]) {
      const { code, stderr } = await run(command, "named", "-o", "x.zip");
      expect(code).toBe(1);
      expect(stderr).toContain("greenhouse: named is a folder: give a pack .zip or one image");
      expect(stderr).not.toContain("EISDIR");
    }
  });

  it("says when the base colour is rewritten, and keeps it byte for byte at Contrast 1.0", async () => {
    const rewritten = await run("convert", "stone.png", "-o", "stone.zip");
    expect(rewritten.code).toBe(0);
    expect(rewritten.stdout).toContain("1 texture, 2 maps generated, 0 existing maps kept, 0 input files copied");
    expect(rewritten.stdout).toContain(
      "stone.png: base colour rewritten (Contrast 1.2; use a settings file with baseColorContrast 1.0 to keep it byte for byte)",
    );
    const kept = await run("convert", "stone.png", "-o", "kept.zip", "--settings", "keep.json");
    expect(kept.stdout).toContain("1 input file copied");
    expect(kept.stdout).not.toContain("rewritten");
    expect((await unzipFile("kept.zip"))["stone.png"]).toEqual(new Uint8Array(await readFile(join(dir, "stone.png"))));
  });
});
