import { strFromU8, unzipSync } from "fflate";
import { decodeImage, readImageHeader } from "../codecs/decode-image.js";
import { classifyMaterial } from "../material/classify-material.js";
import { oreMinerals } from "../material/ore-specks.js";
import type { ConversionSettings } from "../settings.js";
import type { ValidationIssue } from "../validate/types.js";
import { validatePack } from "../validate/validate-pack.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { classifyPackPath, mapPath } from "./classify.js";
import { type ConversionSummary, convertPack } from "./convert-pack.js";
import { frameHeightOf, parseAnimation } from "./mcmeta.js";

type Files = Record<string, Uint8Array>;

/** What `checkConvertedPack` found: problems (empty when the pack is right) and what it looked at. */
export interface PackCheck {
  problems: string[];
  materials: number;
  generatedMaps: number;
  keptMaps: number;
}

const rewritten = new Set(["pack.mcmeta", "assets/minecraft/optifine/texture.properties"]);
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The done-when checks of a converted pack, against its input: every input file present and unchanged
 * (pack.mcmeta and texture.properties are rewritten on purpose), the LabPBR declaration, and for every
 * material an `_n` and `_s` of its exact size with its animation mcmeta. Generated maps must also hold
 * the LabPBR ranges: |XY| <= 1 and height >= 1 in `_n`; in `_s` no G in 238..254 and no G above 229
 * unless the name is a metal. Maps kept from the input are the author's and only checked for size.
 */
export async function checkConvertedPack(input: Files, output: Files, wrapperFolder = ""): Promise<PackCheck> {
  const problems: string[] = [];
  const check: PackCheck = { problems, materials: 0, generatedMaps: 0, keptMaps: 0 };
  const inputPaths = new Map(Object.entries(input).map(([name, bytes]) => [name.slice(wrapperFolder.length), bytes]));
  for (const [path, bytes] of inputPaths) {
    if (path === "" || rewritten.has(path)) continue;
    const out = output[path];
    if (!out) problems.push(`${path}: missing from the output`);
    else if (!same(out, bytes)) problems.push(`${path}: changed in the output`);
  }
  const declaration = output["assets/minecraft/optifine/texture.properties"];
  if (!declaration || !/^format=lab-pbr\/1\.3$/m.test(strFromU8(declaration))) problems.push("no format=lab-pbr/1.3");
  for (const [path, bytes] of inputPaths) {
    if (classifyPackPath(path).kind !== "material") continue;
    check.materials++;
    const base = readImageHeader(bytes, path);
    const mcmeta = inputPaths.get(`${path}.mcmeta`);
    const animation = mcmeta ? parseAnimation(mcmeta) : undefined;
    const frames = animation ? base.height / (frameHeightOf(animation, base.width, base.height) ?? base.height) : 1;
    for (const suffix of ["n", "s"] as const) {
      const name = mapPath(path, suffix);
      const map = output[name];
      if (!map) {
        problems.push(`${name}: missing`);
        continue;
      }
      const kept = inputPaths.has(name);
      if (kept) check.keptMaps++;
      else check.generatedMaps++;
      const image = await decodeImage(map, { filename: name });
      if (image.width !== base.width || image.height !== base.height) {
        problems.push(`${name}: ${image.width}x${image.height}, base is ${base.width}x${base.height}`);
      }
      if (frames > 1 && !output[`${name}.mcmeta`])
        problems.push(`${name}: animated base (${frames} frames) but no mcmeta`);
      if (kept) continue;
      const profile = classifyMaterial(path);
      const isMetal = profile.f0OrMetal > 229;
      // An ore stays stone; only its specks may carry its mineral's metal id (gold 231, copper 234).
      const speckId = profile.oreMineral ? oreMinerals[profile.oreMineral].f0OrMetal : undefined;
      const d = image.data;
      for (let i = 0; i < d.length; i += 4) {
        const r = d[i] as number;
        const g = d[i + 1] as number;
        const a = d[i + 3] as number;
        if (suffix === "n") {
          const x = (r / 255) * 2 - 1;
          const y = (g / 255) * 2 - 1;
          if (x * x + y * y > 1) problems.push(`${name}: |XY| > 1 at pixel ${i / 4} (${r}, ${g})`);
          if (a < 1) problems.push(`${name}: height 0 at pixel ${i / 4}`);
        } else if (g >= 238 && g <= 254)
          problems.push(`${name}: G ${g} is in the unassigned 238..254 at pixel ${i / 4}`);
        else if (g > 229 && !isMetal && g !== speckId)
          problems.push(`${name}: G ${g} marks a metal, but this is not one`);
        if (problems.length > 50) return check;
      }
    }
  }
  return check;
}

/**
 * Converts a pack (default settings unless given) and runs `checkConvertedPack` on the result. Validation is
 * off: the validator has its own suite, and here the output is checked pixel by pixel instead.
 */
export async function convertAndCheck(
  zip: Uint8Array,
  settings: Partial<ConversionSettings> = {},
): Promise<{ summary: ConversionSummary; check: PackCheck; output: Uint8Array }> {
  const out = memorySink();
  const { summary } = await convertPack(bytesSource(zip), settings, { sink: out.sink, validate: false });
  const output = out.bytes();
  return { summary, check: await checkConvertedPack(unzipSync(zip), unzipSync(output)), output };
}

/**
 * What our own validator says against the maps our converter generated (`_n`/`_s` not in the input),
 * as "path: message" lines, notes left out. A map shares its base texture's size, so an issue the base
 * texture has too (a size that is not a power of two) is the base's, not the converter's.
 */
export async function generatedMapIssues(input: Uint8Array, output: Uint8Array): Promise<string[]> {
  const inputPaths = new Set(Object.keys(unzipSync(input, { filter: (file) => file.name.endsWith(".png") })));
  const { issues } = await validatePack(bytesSource(output));
  const byFile = new Map<string, ValidationIssue[]>();
  for (const issue of issues) byFile.set(issue.filename, [...(byFile.get(issue.filename) ?? []), issue]);
  const baseOf = (path: string) => path.replace(/_[ns]\.png$/, ".png");
  return issues
    .filter((issue) => issue.level !== "info" && /_[ns]\.png$/.test(issue.filename) && !inputPaths.has(issue.filename))
    .filter((issue) => !byFile.get(baseOf(issue.filename))?.some((base) => base.message === issue.message))
    .map((issue) => `${issue.filename}: ${issue.message}`);
}
