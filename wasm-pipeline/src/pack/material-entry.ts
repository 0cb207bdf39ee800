import type { ValidationIssue } from "../validate/types.js";
import { readEntry } from "../zip/read-entry.js";
import type { ZipSource } from "../zip/source.js";
import type { ZipWriter } from "../zip/writer.js";
import { mapPath } from "./classify.js";
import type { ConversionContext } from "./conversion-context.js";
import { entryDates } from "./entry-dates.js";
import type { MapBuffers } from "./map-buffers.js";
import { convertMaterial } from "./material-step.js";
import { type NameClash, nameClashMessage } from "./name-clashes.js";
import type { PackPlan, PlannedEntry } from "./plan.js";
import type { ProgressReporter } from "./progress.js";
import type { TextureFile } from "./types.js";

/**
 * Writes one material's texture and the maps `convertMaterial` makes for it, right after it, and returns
 * their per-file results. A damaged entry or an unreadable image costs this texture only: its input is kept.
 */
export async function convertMaterialEntry(
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
    await writer.addFile(file.path, file.bytes, { compress: file.compress, ...entryDates(item) });
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

/** A map left out for its name, as an issue of the texture it belongs to (so its row says so). */
function clashIssue(clash: NameClash, path: string): ValidationIssue {
  return {
    level: "warning",
    message: nameClashMessage(clash),
    suggestion: `Keep one of ${clash.path} and ${clash.with}, with a lower-case name, and convert again`,
    filename: path,
  };
}
