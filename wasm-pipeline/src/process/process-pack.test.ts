import { readFileSync } from "node:fs";
import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { validatePack } from "../validate/validate-pack.js";
import { processPack } from "./process-pack.js";

const block = "assets/minecraft/textures/block/";

/** A small real pack: Replete's cobblestone triplet and PixelPerfection's animated sea lantern. */
function miniPack(): Map<string, Uint8Array> {
  const replete = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpus)), {
    filter: (file) =>
      file.name === "pack.mcmeta" || /^assets\/minecraft\/textures\/block\/cobblestone(_[ns])?\.png$/.test(file.name),
  });
  const pixel = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
    filter: (file) => file.name.startsWith(`${block}sea_lantern.png`),
  });
  return new Map(Object.entries({ ...replete, ...pixel }));
}

beforeAll(() => initNodeCodecs());

describe("processPack", () => {
  it("resizes materials with their maps (animations per frame) and keeps other files byte for byte", async () => {
    const input = miniPack();
    for (const name of [
      "cobblestone.png",
      "cobblestone_n.png",
      "cobblestone_s.png",
      "sea_lantern.png",
      "sea_lantern.png.mcmeta",
    ]) {
      expect(input.has(`${block}${name}`)).toBe(true);
    }
    const result = await processPack(input, {
      enableBulkResize: true,
      baseColorResolution: 64,
      normalResolution: 64,
      specularResolution: 64,
    });
    expect(result.processed).toBe(2);
    expect(result.warnings).toEqual([]);
    for (const name of ["cobblestone.png", "cobblestone_n.png", "cobblestone_s.png"]) {
      const image = await decodePng(result.files.get(`${block}${name}`) as Uint8Array);
      expect([image.width, image.height]).toEqual([64, 64]);
    }
    const lanternIn = await decodePng(input.get(`${block}sea_lantern.png`) as Uint8Array);
    const lantern = await decodePng(result.files.get(`${block}sea_lantern.png`) as Uint8Array);
    expect([lantern.width, lantern.height]).toEqual([64, (64 * lanternIn.height) / lanternIn.width]);
    expect(result.files.get("pack.mcmeta")).toBe(input.get("pack.mcmeta"));
    expect(result.files.get(`${block}sea_lantern.png.mcmeta`)).toBe(input.get(`${block}sea_lantern.png.mcmeta`));
    const validation = await validatePack(zipSync(Object.fromEntries(result.files)));
    expect(validation.issues.filter((issue) => issue.level === "error")).toEqual([]);
  });

  it("warns that CTM is for single textures and refuses when nothing is enabled", async () => {
    const result = await processPack(new Map(), { enableCTMSplit: true });
    expect(result.warnings).toEqual(["CTM split applies to single textures; it was skipped for the pack"]);
    await expect(processPack(new Map(), {})).rejects.toThrow("Please enable at least one advanced processing option.");
  });
});
