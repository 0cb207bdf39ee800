import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTiff } from "../src/codecs/fixture-writers.js";
import { encodePng } from "../src/codecs/png.js";
import { buildPack, solid } from "../src/pack/test-pack.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import { runCli } from "./cli-runner.js";

let dir: string;
const run = (...args: string[]) => runCli(dir, ...args);

beforeAll(async () => {
  await initNodeCodecs();
  dir = await mkdtemp(join(tmpdir(), "greenhouse-convert-"));
  await writeFile(join(dir, "rock.png"), await encodePng(solid(8, 8, [90, 90, 90, 255])));
  await writeFile(join(dir, "garbage.zip"), "hello\n");
  await writeFile(join(dir, "notes.txt"), "hello\n");
  const tiff = writeTiff(8, 8, new Uint8Array(8 * 8 * 4).fill(150));
  await writeFile(join(dir, "leaf.tif"), tiff);
  await writeFile(join(dir, "leaf.tiff"), tiff);
  await writeFile(
    join(dir, "damaged.zip"),
    await buildPack({
      "pack.mcmeta": '{"pack":{"pack_format":34,"description":"x"}}',
      "assets/minecraft/textures/block/stone.png": solid(8, 8, [90, 90, 90, 255]),
      "assets/minecraft/textures/block/broken.png": new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]),
    }),
  );
  await writeFile(join(dir, "resize.json"), JSON.stringify({ enableBulkResize: true, baseColorResolution: 64 }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("greenhouse convert", () => {
  it.each(["garbage.zip", "notes.txt"])(
    "refuses %s, neither a zip nor an image, and leaves no output",
    async (name) => {
      const { code, stdout, stderr } = await run("convert", name, "-o", "out.zip");
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe(`greenhouse: conversion failed: ${name}: not a PNG, JPEG, TGA, TIFF, BMP or GIF image\n`);
      expect(existsSync(join(dir, "out.zip"))).toBe(false);
      expect(existsSync(join(dir, "out.zip.partial"))).toBe(false);
    },
  );

  // The app and the API take a .tif as the TIFF it is; the CLI must agree with them.
  it.each(["leaf.tif", "leaf.tiff"])("converts the TIFF %s, keeping it beside its PNG and maps", async (name) => {
    const { code, stdout, stderr } = await run("convert", name, "-o", `${name}.zip`);
    expect({ code, stderr }).toEqual({ code: 0, stderr: expect.not.stringMatching(/failed/) });
    expect(stdout).toMatch(/^Converted leaf\.tiff? -> leaf\.tiff?\.zip in .* s\n {2}1 texture, 2 maps generated/);
    const output = Object.keys(unzipSync(await readFile(join(dir, `${name}.zip`)))).sort();
    expect(output).toEqual(["leaf.png", name, "leaf_n.png", "leaf_s.png"].sort());
  });

  it("validates a .tif as it validates a .tiff", async () => {
    const tif = await run("validate", "leaf.tif");
    const tiff = await run("validate", "leaf.tiff");
    expect(tif.code).toBe(tiff.code);
    expect(tif.stdout).toBe(tiff.stdout.replaceAll("leaf.tiff", "leaf.tif").replace('".tiff"', '".tif"'));
    expect(tif.stdout).toMatch(/^leaf\.tif: INVALID \(1 texture in 1 file\)/);
  });

  it("lists the warnings it counts, each message once", async () => {
    const { code, stdout } = await run("convert", "rock.png", "-o", "resized.zip", "--advanced", "resize.json");
    expect(code).toBe(0);
    expect(stdout).toMatch(/2 warnings/);
    const warnings = stdout.split("\n").filter((line) => line.startsWith("  warning: "));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("normalResolution 256 ignored");
    expect(warnings[1]).toContain("specularResolution 256 ignored");
  });

  it("names a damaged texture's path once in its error line", async () => {
    const { code, stdout } = await run("convert", "damaged.zip", "-o", "damaged_labpbr.zip");
    expect(code).toBe(2);
    const errors = stdout.split("\n").filter((line) => line.startsWith("  error: "));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^ {2}error: assets\/minecraft\/textures\/block\/broken\.png: PNG /);
    expect(errors[0]?.match(/broken\.png/g)).toHaveLength(1);
  });
});
