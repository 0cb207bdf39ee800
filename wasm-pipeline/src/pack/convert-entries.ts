import type { ImageDecodeError } from "../codecs/decode-error.js";
import { compressPng } from "../process/compress-texture.js";
import type { AdvancedProcessing, ConversionSettings } from "../settings.js";
import { classifyTexturePath } from "../validate/texture-path.js";
import type { ValidationIssue } from "../validate/types.js";
import { readEntry } from "../zip/read-entry.js";
import type { ZipSource } from "../zip/source.js";
import type { ZipWriter } from "../zip/writer.js";
import { type AbortSignalLike, throwIfAborted } from "./abort.js";
import { mapPath } from "./classify.js";
import { type KeptMapRelatives, keptMapResult } from "./kept-map.js";
import { MapBuffers } from "./map-buffers.js";
import { convertMaterial, type MaterialGenerator, type MaterialOverrides } from "./material-step.js";
import { declareLabPbr, markPackDescription, newPackMeta } from "./mcmeta.js";
import { type NameClash, nameClashMessage } from "./name-clashes.js";
import type { PackPlan, PlannedEntry } from "./plan.js";
import type { ProgressReporter } from "./progress.js";
import type { TextureFile } from "./types.js";

/** What every step of a conversion needs besides the plan. */
export interface ConversionContext {
  settings: Partial<ConversionSettings>;
  generate: MaterialGenerator;
  reporter: ProgressReporter;
  signal?: AbortSignalLike;
  materialOverrides?: MaterialOverrides;
  /** Run the validator on every material and generated map (default true). */
  validate?: boolean;
  maxPixels?: number;
  /** Suggestion for a texture over `maxPixels` (see MaterialStepOptions). */
  tooLargeAdvice?: string;
  /** Resize, compression, CTM split as `advancedProcessingFor` settles them (absent: none). */
  advanced?: AdvancedProcessing;
  /** Told of each texture that could not be decoded (reported as an error file, copied unchanged). */
  onUnreadable?: (error: ImageDecodeError) => void;
}

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
        await writer.addFile(item.path, declareLabPbr(await readEntry(source, item.entry)), dates(item));
        break;
      case "material":
        results.push(...(await convertOne(source, plan, item, writer, context, inputPaths, buffers)));
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

async function convertOne(
  source: ZipSource,
  plan: PackPlan,
  item: PlannedEntry,
  writer: ZipWriter,
  context: ConversionContext,
  inputPaths: ReadonlyMap<string, string>,
  buffers: MapBuffers,
): Promise<TextureFile[]> {
  const material = item.material;
  if (!material) return [];
  const { reporter } = context;
  reporter.report(`Generating maps for ${item.path}`);
  // When the step may write a file of the texture's own name (a new base colour, or a processed one),
  // the input is copied only if it does not: a TGA or JPEG beside its new PNG is kept.
  const copiesBase = !material.writeBaseColor && !context.advanced;
  if (copiesBase) await writer.copyEntry(source, item.entry, item.path);
  const keepInputBase = async () => {
    if (!copiesBase) await writer.copyEntry(source, item.entry, item.path);
  };
  const clashes = material.nameClashes ?? [];
  const left = (suffix: "n" | "s") => clashes.some((clash) => clash.path === mapPath(item.path, suffix));
  if (!material.writeNormal && !left("n")) reporter.counters.keptExisting++;
  if (!material.writeSpecular && !left("s")) reporter.counters.keptExisting++;
  for (const clash of clashes) reporter.log("warning", nameClashMessage(clash));
  let bytes: Uint8Array;
  let mcmeta: Uint8Array | undefined;
  const emissive = await readEmissiveOverlay(source, plan, item, reporter);
  try {
    bytes = await readEntry(source, item.entry);
    const meta = material.mcmetaIndex === undefined ? undefined : plan.entries[material.mcmetaIndex];
    mcmeta = meta ? await readEntry(source, meta.entry) : undefined;
  } catch (error) {
    // A damaged entry spoils this texture only: its raw bytes are kept.
    await keepInputBase();
    const message = `${item.path}: ${(error as Error).message}`;
    reporter.log("error", message);
    reporter.counters.imagesProcessed++;
    return [
      {
        originalPath: item.path,
        filename: item.path.slice(item.path.lastIndexOf("/") + 1),
        fileSize: item.entry.size,
        textureType: "albedo",
        validationStatus: "error",
        validationIssues: [
          { level: "error", message, suggestion: "Re-export the texture and zip the pack again.", filename: item.path },
        ],
      },
    ];
  }
  const step = await convertMaterial(item, bytes, mcmeta, {
    ...(emissive ? { emissiveOverlay: emissive } : {}),
    settings: context.settings,
    generate: context.generate,
    validate: context.validate ?? true,
    buffers,
    ...(context.materialOverrides ? { materialOverrides: context.materialOverrides } : {}),
    ...(context.maxPixels ? { maxPixels: context.maxPixels } : {}),
    ...(context.tooLargeAdvice ? { tooLargeAdvice: context.tooLargeAdvice } : {}),
    ...(context.advanced ? { advanced: context.advanced } : {}),
  });
  if (!step.files.some((file) => file.path === item.path)) await keepInputBase();
  reporter.counters.imagesProcessed++;
  step.base.validationIssues.push(...clashes.map((clash) => clashIssue(clash, item.path)));
  if (clashes.length > 0 && step.base.validationStatus === "valid") step.base.validationStatus = "warning";
  // A base the step wrote (its own, or a TGA/JPEG's PNG twin) is listed with the files below.
  const baseWritten = material.writeBaseColor || step.files.some((file) => file.result === step.base);
  const results: TextureFile[] = baseWritten ? [] : [step.base];
  for (const warning of step.warnings ?? []) reporter.log("warning", warning);
  if (step.error) {
    reporter.log("error", step.error.message);
    context.onUnreadable?.(step.error);
    if (material.writeBaseColor) results.push(step.base);
    return results;
  }
  for (const file of step.files) {
    // An input file of the same name (e.g. a stray `stone_n.png.mcmeta`) wins: inputs are never dropped.
    // One whose name differs only in case wins too, and the log says why the file is missing.
    const input = inputPaths.get(file.path.toLowerCase());
    if (input !== undefined && file.path !== item.path) {
      if (input !== file.path) reporter.log("warning", nameClashMessage({ path: file.path, with: input }));
      continue;
    }
    await writer.addFile(file.path, file.bytes, { compress: file.compress, ...dates(item) });
    if (file.result) results.push(file.result);
    if (file.result && file.result.textureType !== "albedo") reporter.counters.texturesGenerated++;
  }
  reporter.report();
  return results;
}

/**
 * The texture's `_e` overlay, read for its emission. Only the texture's `_s` needs it, so a damaged one
 * costs a log line, not the texture (the overlay itself is copied like any file).
 */
async function readEmissiveOverlay(
  source: ZipSource,
  plan: PackPlan,
  item: PlannedEntry,
  reporter: ProgressReporter,
): Promise<{ path: string; bytes: Uint8Array } | undefined> {
  const index = item.material?.writeSpecular ? item.material.emissiveIndex : undefined;
  const overlay = index === undefined ? undefined : plan.entries[index];
  if (!overlay) return undefined;
  try {
    return { path: overlay.path, bytes: await readEntry(source, overlay.entry) };
  } catch (error) {
    reporter.log(
      "warning",
      `${overlay.path}: ${(error as Error).message}; ${item.path}'s emission was judged by its name`,
    );
    return undefined;
  }
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
  await writer.addFile(item.path, marked ?? original, dates(item));
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

/** A map left out for its name, as an issue of the texture it belongs to (so its row says so). */
function clashIssue(clash: NameClash, path: string): ValidationIssue {
  return {
    level: "warning",
    message: nameClashMessage(clash),
    suggestion: `Keep one of ${clash.path} and ${clash.with}, with a lower-case name, and convert again`,
    filename: path,
  };
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
  await writer.addFile(item.path, bytes, { compress: false, ...dates(item) });
}

const dates = (item: PlannedEntry) => ({ dosTime: item.entry.dosTime, dosDate: item.entry.dosDate });
