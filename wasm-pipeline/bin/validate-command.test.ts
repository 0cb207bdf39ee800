import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../src/codecs/png.js";
import { buildPack, solid } from "../src/pack/test-pack.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import { scrambledPng } from "../src/testing/scrambled-png.js";
import { runCli } from "./cli-runner.js";

let dir: string;
const run = (...args: string[]) => runCli(dir, ...args);

beforeAll(async () => {
  await initNodeCodecs();
  dir = await mkdtemp(join(tmpdir(), "greenhouse-validate-"));
  await writeFile(join(dir, "stone.png"), await encodePng(solid(16, 16, [120, 110, 100, 255])));
  await writeFile(join(dir, "garbage.zip"), "hello\n");
  await writeFile(join(dir, "scrambled.png"), scrambledPng());
  await writeFile(join(dir, "broken.zip"), "PK\u0003\u0004 not really a zip");
  await mkdir(join(dir, "folder"));
  const pack = await buildPack({
    "pack.mcmeta": '{"pack":{"pack_format":34,"description":"validate"}}',
    "assets/minecraft/textures/block/stone.png": solid(16, 16, [120, 120, 120, 255]),
    "assets/minecraft/textures/block/dirt.png": solid(16, 16, [120, 80, 40, 255]),
  });
  await writeFile(join(dir, "pack.zip"), pack);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("greenhouse validate", () => {
  it("says 1 texture in 1 file, not 1 textures in 1 files", async () => {
    const { code, stdout } = await run("validate", "stone.png");
    expect(code).toBe(0);
    expect(stdout).toBe("stone.png: valid (1 texture in 1 file)\n  0 errors, 0 warnings, 0 notes\n");
  });

  it("counts a converted pack's _n/_s apart from its textures", async () => {
    expect((await run("convert", "pack.zip", "-o", "pack_labpbr.zip")).code).toBe(0);
    const { stdout } = await run("validate", "pack_labpbr.zip");
    expect(stdout).toMatch(/^pack_labpbr\.zip: valid \(2 textures \(\+4 maps\) in 8 files\)/);
  });

  it("checks the loose textures convert makes from one image instead of failing on pack.mcmeta", async () => {
    expect((await run("convert", "stone.png", "-o", "stone_labpbr.zip")).code).toBe(0);
    const { code, stdout } = await run("validate", "stone_labpbr.zip");
    expect(stdout).toMatch(/^stone_labpbr\.zip: valid \(1 texture \(\+2 maps\) in 3 files\)/);
    expect(stdout).toContain("warning: pack.mcmeta: No pack.mcmeta: loose textures");
    expect(stdout).not.toContain("error:");
    expect(code).toBe(0);
  });

  it("calls a damaged texture INVALID with its Critical Error, as the app's Validate Texture Only does", async () => {
    const { code, stdout } = await run("validate", "scrambled.png");
    expect(code).toBe(1);
    expect(stdout).toBe(
      "scrambled.png: INVALID (1 texture in 1 file)\n  1 error, 0 warnings, 0 notes\n" +
        "  error: scrambled.png: This PNG is damaged: its pixel data cannot be read (Re-export the file from an image editor)\n",
    );
    // --json gives the same result the API answers, not an {"error"} as for a file it cannot read at all.
    const json = JSON.parse((await run("validate", "scrambled.png", "--json")).stdout);
    expect(json).toMatchObject({ isValid: false, totalFiles: 1, textureFiles: 1 });
    expect(json.issues).toEqual([
      {
        level: "error",
        filename: "scrambled.png",
        message: "This PNG is damaged: its pixel data cannot be read",
        suggestion: "Re-export the file from an image editor",
      },
    ]);
  });

  it.each([
    ["missing.png", "ENOENT"],
    ["garbage.zip", "garbage.zip: not a PNG, JPEG, TGA, TIFF, BMP or GIF image"],
    ["broken.zip", "not a readable ZIP archive"],
    ["folder", "folder is a folder"],
  ])("prints a JSON error for %s with --json and exits 1", async (name, message) => {
    const { code, stdout } = await run("validate", name, "--json");
    expect(code).toBe(1);
    expect(JSON.parse(stdout).error).toContain(message);
  });
});
