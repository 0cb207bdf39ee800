import { bytesSource, memorySink } from "@greenhouse/wasm-pipeline";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { copyWithoutMaps, type ProjectEntry, ProjectPackWriter } from "./pack-layout";

/** The archive a `ProjectPackWriter` makes of `entries`, unzipped. */
async function laidOut(entries: ProjectEntry[], labPbr = true): Promise<Record<string, Uint8Array>> {
  const out = memorySink();
  const writer = new ProjectPackWriter(out.sink, "Mossy", labPbr);
  for (const entry of entries) await writer.add(entry);
  await writer.finish();
  return unzipSync(out.bytes());
}

describe("ProjectPackWriter", () => {
  it("adds a pack.mcmeta when the project has none", async () => {
    const entries = await laidOut([{ path: "stone.png", bytes: new Uint8Array([1, 2, 3]) }]);
    expect(Object.keys(entries).sort()).toEqual(["assets/minecraft/textures/block/stone.png", "pack.mcmeta"]);
    expect(entries["assets/minecraft/textures/block/stone.png"]).toEqual(new Uint8Array([1, 2, 3]));
    expect(JSON.parse(strFromU8(entries["pack.mcmeta"]!))).toEqual({
      pack: { pack_format: 34, description: "Mossy (LabPBR 1.3)" },
    });
  });

  it("keeps the project's own pack.mcmeta at the root and a texture's animation beside it", async () => {
    const meta = strToU8('{"pack":{"pack_format":15,"description":"Ada"}}');
    const entries = await laidOut([
      { path: "pack.mcmeta", bytes: meta },
      { path: "lava.png.mcmeta", bytes: strToU8("{}") },
      { path: "lava.png", bytes: new Uint8Array([1]) },
    ]);
    expect(Object.keys(entries).sort()).toEqual([
      "assets/minecraft/textures/block/lava.png",
      "assets/minecraft/textures/block/lava.png.mcmeta",
      "pack.mcmeta",
    ]);
    expect(entries["pack.mcmeta"]).toEqual(meta);
  });

  it("keeps the first of two project files that name one pack path", async () => {
    const entries = await laidOut([
      { path: "stone.png", bytes: new Uint8Array([1]) },
      { path: "assets/minecraft/textures/block/stone.png", bytes: new Uint8Array([2]) },
    ]);
    expect(entries["assets/minecraft/textures/block/stone.png"]).toEqual(new Uint8Array([1]));
  });

  it("without LabPBR packs the textures without maps and a pack.mcmeta that does not claim LabPBR", async () => {
    const entries = await laidOut(
      [
        { path: "stone.png", bytes: strToU8("base") },
        { path: "stone_n.png", bytes: strToU8("n") },
        { path: "stone_s.png", bytes: strToU8("s") },
        { path: "lava_n.png.mcmeta", bytes: strToU8("{}") },
      ],
      false,
    );
    expect(Object.keys(entries).sort()).toEqual(["assets/minecraft/textures/block/stone.png", "pack.mcmeta"]);
    expect(JSON.parse(strFromU8(entries["pack.mcmeta"]!))).toEqual({ pack: { pack_format: 34, description: "Mossy" } });
  });

  it("without LabPBR takes the mark off a converted pack's own pack.mcmeta", async () => {
    const meta = strToU8('{"pack":{"pack_format":15,"description":"Lanterns by Ada (LabPBR)"}}');
    const entries = await laidOut([{ path: "pack.mcmeta", bytes: meta }], false);
    expect(JSON.parse(strFromU8(entries["pack.mcmeta"]!)).pack).toEqual({
      pack_format: 15,
      description: "Lanterns by Ada",
    });
  });
});

describe("copyWithoutMaps", () => {
  const zip = zipSync({
    "a/stone.png": strToU8("base"),
    "a/stone_n.png": strToU8("n"),
    "a/stone_s.png": strToU8("s"),
    "a/fire_n.png.mcmeta": strToU8("{}"),
  });
  const copied = async (includeNormal: boolean, includeSpecular: boolean) => {
    const out = memorySink();
    await copyWithoutMaps(bytesSource(zip), out.sink, { includeNormal, includeSpecular, generateHeight: false });
    return unzipSync(out.bytes());
  };
  it("removes normal or specular maps and their animations when they are not wanted", async () => {
    expect(Object.keys(await copied(false, true)).sort()).toEqual(["a/stone.png", "a/stone_s.png"]);
    expect(Object.keys(await copied(true, false)).sort()).toEqual([
      "a/fire_n.png.mcmeta",
      "a/stone.png",
      "a/stone_n.png",
    ]);
  });
  it("copies the entries it keeps byte for byte", async () => {
    const kept = await copied(false, false);
    expect(kept).toEqual({ "a/stone.png": strToU8("base") });
  });
});
