import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../src/codecs/png.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import { createRawImage } from "../src/types.js";
import { runCli } from "./cli-runner.js";

let dir: string;

const run = (...args: string[]) => runCli(dir, ...args);

beforeAll(async () => {
  await initNodeCodecs();
  dir = await mkdtemp(join(tmpdir(), "greenhouse-process-"));
  const stone = createRawImage(16, 16);
  for (let i = 0; i < 256; i++) stone.data.set([100 + (i % 7) * 10, 100, 100, 255], i * 4);
  const png = await encodePng(stone);
  await writeFile(
    join(dir, "pack.zip"),
    zipSync({
      "pack.mcmeta": strToU8('{"pack":{"pack_format":34,"description":"process"}}'),
      "assets/minecraft/textures/block/stone.png": png,
    }),
  );
  await writeFile(join(dir, "stone.png"), png);
  await writeFile(join(dir, "loose.zip"), zipSync({ "stone.png": png }));
  await writeFile(join(dir, "resize.json"), JSON.stringify({ enableBulkResize: true, baseColorResolution: 32 }));
  await writeFile(join(dir, "ctm.json"), JSON.stringify({ enableCTMSplit: true, ctmVariations: 47 }));
  await writeFile(join(dir, "none.json"), JSON.stringify({}));
  await writeFile(join(dir, "typo.json"), JSON.stringify({ enableBulkResise: true }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("greenhouse process", () => {
  it("resizes a pack's textures and keeps its other files", async () => {
    const { code, stdout } = await run("process", "pack.zip", "-o", "out.zip", "--settings", "resize.json");
    expect(stdout).toMatch(/Processed pack\.zip -> out\.zip: 1 material processed/);
    expect(code).toBe(0);
    const out = unzipSync(new Uint8Array(await readFile(join(dir, "out.zip"))));
    expect(Object.keys(out).sort()).toEqual(["assets/minecraft/textures/block/stone.png", "pack.mcmeta"]);
    const image = await decodePng(out["assets/minecraft/textures/block/stone.png"] as Uint8Array);
    expect([image.width, image.height]).toEqual([32, 32]);
  });

  it("splits one image into 47 CTM tiles, each with _n and _s", async () => {
    const { code } = await run("process", "stone.png", "-o", "ctm.zip", "--settings", "ctm.json");
    expect(code).toBe(0);
    const out = unzipSync(new Uint8Array(await readFile(join(dir, "ctm.zip"))));
    const tiles = Object.keys(out).filter((path) => path.startsWith("assets/minecraft/optifine/ctm/stone/"));
    expect(tiles).toHaveLength(1 + 47 * 3);
    expect(tiles).toContain("assets/minecraft/optifine/ctm/stone/46_s.png");
  });

  it("refuses with the spec's message when no option is enabled, and names unknown keys", async () => {
    const none = await run("process", "pack.zip", "-o", "x.zip", "--settings", "none.json");
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(
      /No processing options selected: Please enable at least one advanced processing option\./,
    );
    const typo = await run("process", "pack.zip", "-o", "x.zip", "--settings", "typo.json");
    expect(typo.code).toBe(1);
    expect(typo.stderr).toMatch(/unknown setting "enableBulkResise"/);
  });

  it("writes one image under its own name at the root with a fixed date, as convert does", async () => {
    const { code, stdout } = await run("process", "stone.png", "-o", "one.zip", "--settings", "resize.json");
    expect(code).toBe(0);
    expect(stdout).toMatch(/1 file written/);
    const zip = new Uint8Array(await readFile(join(dir, "one.zip")));
    expect(Object.keys(unzipSync(zip))).toEqual(["stone.png"]);
    // The local header's DOS date (offset 12): 1980-01-01 is (0 << 9) | (1 << 5) | 1.
    expect(new DataView(zip.buffer).getUint16(12, true)).toBe(0x21);
  });

  it("says why when a zip has no textures to process, and writes nothing", async () => {
    const { code, stderr } = await run("process", "loose.zip", "-o", "loose-out.zip", "--settings", "resize.json");
    expect(code).toBe(1);
    expect(stderr).toContain("loose.zip has no textures to process: process reads a pack's textures under assets/");
    expect(stderr).toContain("process that image instead");
    expect(existsSync(join(dir, "loose-out.zip"))).toBe(false);
  });
});
