import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { bytesSource } from "../zip/source.js";
import type { ValidationIssue, ValidationResult } from "./types.js";
import { validatePack } from "./validate-pack.js";

beforeAll(() => initNodeCodecs());

async function validateCorpus(name: string): Promise<ValidationResult> {
  return validatePack(new Uint8Array(readFileSync(new URL(`${name}.zip`, corpus))));
}

/** Issues grouped by level and the start of their message, with counts. */
function tally(issues: ValidationIssue[], pattern: RegExp): ValidationIssue[] {
  return issues.filter((issue) => pattern.test(issue.message));
}

const errors = (result: ValidationResult) => result.issues.filter((issue) => issue.level === "error");

describe("validatePack on the real corpus", () => {
  it("pixelperfection-ce: compliant textures, _e overlays noted, one stray upper-case lang file", async () => {
    const result = await validateCorpus("pixelperfection-ce");
    expect(result.totalFiles).toBe(3645);
    expect(result.textureFiles).toBe(2834);
    // Entity and painting textures of 48x32 and 64x48 are vanilla sizes and must not be errors.
    expect(errors(result)).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(tally(result.issues, /^_e is OptiFine's separate emissive overlay/)).toHaveLength(89);
    expect(tally(result.issues, /upper-case/).map((issue) => issue.filename)).toEqual([
      "assets/minecraft/lang/en_US.lang",
    ]);
  });

  it("voxelibre-rp: names the two non-power-of-two potions", async () => {
    const result = await validateCorpus("voxelibre-rp");
    expect(result.textureFiles).toBe(1087);
    expect(errors(result).map((issue) => [issue.filename, issue.value])).toEqual([
      ["assets/minecraft/textures/item/splash_potion.png", "16x18"],
      ["assets/minecraft/textures/item/lingering_potion.png", "16x18"],
    ]);
    expect(tally(result.issues, /every pixel is fully opaque/)).toHaveLength(15);
  });

  it("replete-labpbr: OpenGL maps, a leaning map, height 0, A = 0 emission, missing declaration, broken CTM tiles", async () => {
    const result = await validateCorpus("replete-labpbr");
    expect(errors(result)).toEqual([]);
    expect(tally(result.issues, /^The normals follow OpenGL/).map((issue) => issue.filename.split("/").pop())).toEqual(
      expect.arrayContaining(["rail_n.png", "acacia_door_bottom_n.png", "acacia_door_top_n.png"]),
    );
    expect(tally(result.issues, /^The normals follow OpenGL/)).toHaveLength(5);
    expect(
      tally(result.issues, /^Mixed normal conventions: 18 _n maps are DirectX \(Y down\), 5 are OpenGL/),
    ).toHaveLength(1);
    // andesite's hand-made normals lean 35 degrees as a whole; no other map in the pack leans past 10.
    expect(
      tally(result.issues, /^The normals lean/).map((issue) => [issue.filename.split("/").pop(), issue.value]),
    ).toEqual([["andesite_n.png", 34.7]]);
    expect(tally(result.issues, /^Height 0 on/).map((issue) => issue.filename.split("/").pop())).toEqual([
      "powered_rail_on_n.png",
      "rail_n.png",
    ]);
    expect(tally(result.issues, /^Alpha is 0 everywhere/)).toHaveLength(28);
    expect(tally(result.issues, /does not declare LabPBR/)).toHaveLength(1);
    const ctm = result.issues.filter((issue) => issue.filename.endsWith(".properties") && issue.level === "warning");
    expect(ctm.map((issue) => issue.message)).toContain("method=ctm needs 47 tiles but tiles= lists 45");
    expect(ctm.map((issue) => issue.message)).toContain(
      "17 tiles listed in tiles= missing beside the properties file (first: 0)",
    );
  });

  it("simplelabpbr: an overlay pack, maps without base are info only", async () => {
    const result = await validateCorpus("simplelabpbr");
    expect(result.isValid).toBe(true);
    expect(errors(result)).toEqual([]);
    expect(tally(result.issues, /^No base texture in this pack/)).toHaveLength(266);
    expect(tally(result.issues, /^No base texture in this pack/).every((issue) => issue.level === "info")).toBe(true);
    expect(tally(result.issues, /does not declare LabPBR/)).toHaveLength(1);
    expect(result.issues.filter((issue) => issue.level === "warning")).toHaveLength(1);
    // Read lazily through a ranged source (as the Worker reads R2), the findings are the same.
    const bytes = new Uint8Array(readFileSync(new URL("simplelabpbr.zip", corpus)));
    expect(await validatePack(bytesSource(bytes))).toEqual(result);
  });

  it("textureless-cc0: a PixelGraph source tree, not a pack", async () => {
    const result = await validateCorpus("textureless-cc0");
    expect(result.isValid).toBe(false);
    expect(tally(result.issues, /^No pack.mcmeta/)).toHaveLength(1);
    expect(tally(result.issues, /PixelGraph source project/)).toHaveLength(1);
    expect(tally(result.issues, /is not a power of two/)).toHaveLength(32);
  });
});
