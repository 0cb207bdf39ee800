import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../src/codecs/png.js";
import { buildPack, solid } from "../src/pack/test-pack.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import { runCli } from "./cli-runner.js";

let dir: string;

const run = (...args: string[]) => runCli(dir, ...args);

beforeAll(async () => {
  await initNodeCodecs();
  dir = await mkdtemp(join(tmpdir(), "greenhouse-cli-"));
  const pack = await buildPack({
    "pack.mcmeta": '{"pack":{"pack_format":34,"description":"CLI test"}}',
    "assets/minecraft/textures/block/stone.png": solid(16, 16, [120, 120, 120, 255]),
    "assets/minecraft/textures/block/lava.png": solid(16, 32, [220, 90, 10, 255]),
    "assets/minecraft/textures/block/lava.png.mcmeta": '{"animation":{}}',
    "assets/minecraft/textures/item/broken.png": strToU8("not a png"),
  });
  await writeFile(join(dir, "pack.zip"), pack);
  await writeFile(join(dir, "rock.png"), await encodePng(solid(8, 8, [90, 90, 90, 255])));
  await writeFile(join(dir, "settings.json"), JSON.stringify({ normalStrength: 2 }));
  await writeFile(join(dir, "typo.json"), JSON.stringify({ normalStrenght: 2 }));
  const resize = { enableBulkResize: true, baseColorResolution: 32, normalResolution: 32, specularResolution: 32 };
  await writeFile(join(dir, "resize.json"), JSON.stringify(resize));
  await writeFile(join(dir, "too-big.json"), JSON.stringify({ ...resize, baseColorResolution: 4096 }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("greenhouse CLI", () => {
  it("converts a pack, prints a summary and exits 2 when a texture was unreadable", async () => {
    const { code, stdout } = await run("convert", "pack.zip", "-o", "out.zip", "--settings", "settings.json");
    expect(stdout).toMatch(/Converted pack\.zip -> out\.zip/);
    expect(stdout).toMatch(/3 textures, 4 maps generated/);
    expect(stdout).toMatch(/1 unreadable texture,/);
    expect(stdout).toMatch(/error: assets\/minecraft\/textures\/item\/broken\.png/);
    expect(code).toBe(2);
    const out = unzipSync(new Uint8Array(await readFile(join(dir, "out.zip"))));
    expect(Object.keys(out)).toEqual(
      expect.arrayContaining([
        "assets/minecraft/textures/block/stone_n.png",
        "assets/minecraft/textures/block/lava_s.png.mcmeta",
        "assets/minecraft/optifine/texture.properties",
      ]),
    );
    expect(strFromU8(out["pack.mcmeta"] as Uint8Array)).toContain("CLI test (LabPBR)");
  });

  it("converts a single image and exits 0", async () => {
    const { code, stdout } = await run("convert", "rock.png", "-o", "rock.zip");
    expect(code).toBe(0);
    expect(stdout).toMatch(/1 texture, 2 maps generated/);
    const out = unzipSync(new Uint8Array(await readFile(join(dir, "rock.zip"))));
    expect(Object.keys(out).sort()).toEqual(["rock.png", "rock_n.png", "rock_s.png"]);
  });

  it("applies advanced processing as it converts with --advanced, and refuses bad values before writing", async () => {
    const { code } = await run("convert", "rock.png", "-o", "rock-32.zip", "--advanced", "resize.json");
    expect(code).toBe(0);
    const out = unzipSync(new Uint8Array(await readFile(join(dir, "rock-32.zip"))));
    for (const name of ["rock.png", "rock_n.png", "rock_s.png"]) {
      const png = out[name] as Uint8Array;
      const view = new DataView(png.buffer, png.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)], name).toEqual([32, 32]);
    }
    const refused = await run("convert", "rock.png", "-o", "refused.zip", "--advanced", "too-big.json");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("baseColorResolution must be an integer in 16..2048, got 4096");
    expect(existsSync(join(dir, "refused.zip"))).toBe(false);
  });

  it("validates the converted pack as JSON", async () => {
    const { code, stdout } = await run("validate", "out.zip", "--json");
    const result = JSON.parse(stdout);
    expect(result.textureFiles).toBeGreaterThanOrEqual(7);
    expect(result.issues.some((i: { filename: string }) => i.filename.includes("broken.png"))).toBe(true);
    expect(code).toBe(result.isValid ? 0 : 1);
  });

  it("fails with one clear message, a non-zero exit and no output file", async () => {
    await writeFile(join(dir, "fake.zip"), "PK\u0003\u0004 definitely not a zip");
    const bad = await run("convert", "fake.zip", "-o", "bad.zip");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("greenhouse: conversion failed: This file is not a readable ZIP archive");
    expect(existsSync(join(dir, "bad.zip"))).toBe(false);
    expect(existsSync(join(dir, "bad.zip.partial"))).toBe(false);
    const typo = await run("convert", "pack.zip", "-o", "typo.zip", "--settings", "typo.json");
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('unknown setting "normalStrenght"');
    const usage = await run("convert", "pack.zip");
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("convert needs an output file: -o <out.zip>");
  });
});
