import { compressPng } from "../process/compress-texture.js";
import type { AdvancedProcessing } from "../settings.js";
import { classifyTexturePath } from "../validate/texture-path.js";
import { readEntry } from "../zip/read-entry.js";
import type { ZipSource } from "../zip/source.js";
import type { ZipWriter } from "../zip/writer.js";
import { throwIfAborted } from "./abort.js";
import type { ConversionContext } from "./conversion-context.js";
import { entryDates } from "./entry-dates.js";
import { type KeptMapRelatives, keptMapResult } from "./kept-map.js";
import { MapBuffers } from "./map-buffers.js";
import { convertMaterialEntry } from "./material-entry.js";
import { declareLabPbr, markPackDescription, newPackMeta } from "./mcmeta.js";
import type { PackPlan, PlannedEntry } from "./plan.js";
import type { TextureFile } from "./types.js";

/** A half-open range of plan entry indices. */
export interface EntryRange {
  start: number;
  end: number;
}

const declarationPath = "assets/minecraft/optifine/texture.properties";

/**
 * Converts the plan entries in `range` and appends them to `writer`: copies every input file byte
 * for byte (still compressed), writes generated `_n`/`_s` (and their animation mcmeta) right after
 * their texture, and rewrites pack.mcmeta and texture.properties. Returns the per-file results.
 *
 * Resumable: a job engine can call it over consecutive ranges in separate invocations, persisting
 * `writer.state`, `reporter.counters` and the plan between them (all plain JSON), then `finishPack`.
 * Memory is bounded by one texture and its maps, whatever the pack size.
 * @throws ConversionAbortedError when the signal fires; ZipError when the archive itself is damaged.
 */
export async function convertEntries(
  source: ZipSource,
  plan: PackPlan,
  range: EntryRange,
  writer: ZipWriter,
  context: ConversionContext,
): Promise<TextureFile[]> {
  const results: TextureFile[] = [];
  // Keyed ignoring case: a generated file never lands beside an input whose name differs only in case.
  const inputPaths = new Map(
    plan.entries
      .filter((e) => e.role !== "replaced" && e.role !== "directory")
      .map((e) => [e.path.toLowerCase(), e.path]),
  );
  const buffers = new MapBuffers();
  for (let index = range.start; index < Math.min(range.end, plan.entries.length); index++) {
    throwIfAborted(context.signal);
    const item = plan.entries[index] as PlannedEntry;
    switch (item.role) {
      case "replaced":
        break;
      case "pack-meta":
        await writePackMeta(source, item, writer, context);
        break;
      case "texture-properties":
        await writer.addFile(item.path, declareLabPbr(await readEntry(source, item.entry)), entryDates(item));
        break;
      case "material":
        results.push(...(await convertMaterialEntry(source, plan, item, writer, context, inputPaths, buffers)));
        break;
      default:
        if (context.advanced?.enableCompression && isOtherPngArt(item.path)) {
          await writeCompressed(source, item, writer, context.advanced);
        } else {
          await writer.copyEntry(source, item.entry, item.path);
        }
        if (item.role === "map" && (context.validate ?? true)) {
          results.push(await keptMapResult(source, item, keptMapRelatives(plan, item), context.maxPixels));
        } else if (item.textureType) results.push(copiedResult(item));
    }
  }
  return results;
}

/**
 * Writes what the input lacked (the LabPBR declaration; a pack.mcmeta for a resource pack without
 * one) and the central directory. The sink's last chunk carries `final = true`.
 */
export async function finishPack(plan: PackPlan, writer: ZipWriter, context: ConversionContext): Promise<void> {
  throwIfAborted(context.signal);
  if (plan.inputType === "resourcepack") {
    if (!plan.entries.some((e) => e.role === "texture-properties")) {
      await writer.addFile(declarationPath, declareLabPbr());
    }
    if (!plan.entries.some((e) => e.role === "pack-meta")) {
      context.reporter.log("warning", "The pack had no pack.mcmeta; a new one was written.");
      await writer.addFile("pack.mcmeta", newPackMeta());
    }
  }
  await writer.finish();
}
async function writePackMeta(
  source: ZipSource,
  item: PlannedEntry,
  writer: ZipWriter,
  context: ConversionContext,
): Promise<void> {
  const original = await readEntry(source, item.entry);
  const marked = markPackDescription(original);
  if (!marked) context.reporter.log("warning", "pack.mcmeta is not valid JSON; it was copied unchanged.");
  await writer.addFile(item.path, marked ?? original, entryDates(item));
}

/** Plan entries by output path, built once per plan, to find a kept map's relatives. */
const entriesByPath = new WeakMap<PackPlan, Map<string, PlannedEntry>>();

/** A kept map's own animation file (`stone_n.png.mcmeta`), its base texture and the base's animation file. */
function keptMapRelatives(plan: PackPlan, item: PlannedEntry): KeptMapRelatives {
  let byPath = entriesByPath.get(plan);
  if (!byPath) {
    byPath = new Map(plan.entries.filter((e) => e.role !== "directory").map((e) => [e.path, e]));
    entriesByPath.set(plan, byPath);
  }
  const relatives: KeptMapRelatives = {};
  const mcmeta = byPath.get(`${item.path}.mcmeta`);
  if (mcmeta) relatives.mcmeta = mcmeta;
  const basePath = classifyTexturePath(item.path)?.basePath;
  const base = basePath === undefined ? undefined : byPath.get(basePath);
  if (base && basePath !== undefined) {
    relatives.base = base;
    const baseMcmeta = byPath.get(`${basePath}.mcmeta`);
    if (baseMcmeta) relatives.baseMcmeta = baseMcmeta;
  }
  return relatives;
}

function copiedResult(item: PlannedEntry): TextureFile {
  return {
    originalPath: item.path,
    filename: item.path.slice(item.path.lastIndexOf("/") + 1),
    fileSize: item.entry.size,
    textureType: item.textureType ?? "other",
    // Copied files other than maps are not inspected during conversion; "validate" reports on them.
    validationStatus: "pending",
    validationIssues: [],
  };
}

/** PNG art that gets no maps (GUI, fonts, particles...): with compression on, it is compressed too, as `processPack` does. */
function isOtherPngArt(path: string): boolean {
  const kind = classifyTexturePath(path);
  return kind !== undefined && !kind.isMaterial && !kind.isCtm && /\.png$/i.test(path);
}

/** Writes a PNG losslessly recompressed and stripped of metadata; one that cannot be read is copied as it is. */
async function writeCompressed(
  source: ZipSource,
  item: PlannedEntry,
  writer: ZipWriter,
  advanced: AdvancedProcessing,
): Promise<void> {
  let bytes: Uint8Array;
  try {
    const png = await readEntry(source, item.entry);
    bytes = (await compressPng(png, advanced.compressionQuality, advanced.compressionEffort)).bytes;
  } catch {
    await writer.copyEntry(source, item.entry, item.path);
    return;
  }
  await writer.addFile(item.path, bytes, { compress: false, ...entryDates(item) });
}
