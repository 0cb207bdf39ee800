import { decodePng, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { ProjectPackBuild } from "./build-pack";
import type { ExportChoices, ProjectEntry } from "./pack-layout";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";
const choices = { includeNormal: true, includeSpecular: true, generateHeight: false };

/** The pack built from `entries` added one by one, as Download Pack adds them while they download. */
async function buildProjectPack(
  projectName: string,
  entries: ProjectEntry[],
  exportChoices: ExportChoices,
  settings: Record<string, never>,
) {
  const build = new ProjectPackBuild(
    projectName,
    entries.map((entry) => entry.path),
    exportChoices,
    settings,
  );
  for (const entry of entries) await build.add(entry);
  const { blob, unconverted } = await build.finish();
  return { zip: new Uint8Array(await blob.arrayBuffer()), unconverted };
}

/** A 16x32 strip of two frames, dark then light, so per-frame maps differ from one tall frame's. */
async function strip(): Promise<Uint8Array> {
  const data = new Uint8ClampedArray(16 * 32 * 4);
  for (let p = 0; p < 16 * 32; p++) data.set(p < 256 ? [40, 60, 80, 255] : [200, 220, 240, 255], p * 4);
  return encodePng({ width: 16, height: 32, data });
}

describe("buildProjectPack", () => {
  it("keeps an animated texture's mcmeta, gives its new _n and _s the same, and uses the project's pack.mcmeta", async () => {
    const animation = strToU8('{"animation":{"frametime":2}}');
    const zip = await buildProjectPack(
      "Mossy",
      [
        { path: "pack.mcmeta", bytes: strToU8('{"pack":{"pack_format":15,"description":"Lanterns by Ada"}}') },
        { path: `${block}sea_lantern.png`, bytes: await strip() },
        { path: `${block}sea_lantern.png.mcmeta`, bytes: animation },
      ],
      choices,
      {},
    );
    const entries = unzipSync(zip.zip);
    for (const name of ["sea_lantern.png.mcmeta", "sea_lantern_n.png.mcmeta", "sea_lantern_s.png.mcmeta"]) {
      expect(entries[block + name], name).toEqual(animation);
    }
    const normal = await decodePng(entries[`${block}sea_lantern_n.png`] as Uint8Array);
    expect([normal.width, normal.height]).toEqual([16, 32]);
    const description = JSON.parse(strFromU8(entries["pack.mcmeta"] as Uint8Array)).pack.description;
    expect(description).toBe("Lanterns by Ada (LabPBR)");
    expect(Object.keys(entries).filter((path) => path.endsWith("pack.mcmeta"))).toEqual(["pack.mcmeta"]);
  });

  it("drops a left-out map kind's animation with it", async () => {
    const zip = await buildProjectPack(
      "Mossy",
      [
        { path: `${block}sea_lantern.png`, bytes: await strip() },
        { path: `${block}sea_lantern.png.mcmeta`, bytes: strToU8('{"animation":{}}') },
      ],
      { ...choices, includeNormal: false },
      {},
    );
    const names = Object.keys(unzipSync(zip.zip)).filter((path) => path.endsWith(".mcmeta"));
    expect(names.sort()).toEqual([`${block}sea_lantern.png.mcmeta`, `${block}sea_lantern_s.png.mcmeta`, "pack.mcmeta"]);
  });

  it("with both map kinds off, converts nothing and declares no LabPBR", async () => {
    const zip = await buildProjectPack(
      "Mossy",
      [
        { path: "pack.mcmeta", bytes: strToU8('{"pack":{"pack_format":15,"description":"Lanterns by Ada (LabPBR)"}}') },
        { path: `${block}sea_lantern.png`, bytes: await strip() },
        { path: `${block}sea_lantern.png.mcmeta`, bytes: strToU8('{"animation":{}}') },
      ],
      { includeNormal: false, includeSpecular: false, generateHeight: true },
      {},
    );
    const entries = unzipSync(zip.zip);
    expect(Object.keys(entries).sort()).toEqual([
      `${block}sea_lantern.png`,
      `${block}sea_lantern.png.mcmeta`,
      "pack.mcmeta",
    ]);
    expect(JSON.parse(strFromU8(entries["pack.mcmeta"] as Uint8Array)).pack.description).toBe("Lanterns by Ada");
  });
});
