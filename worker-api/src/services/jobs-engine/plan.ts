import {
  looseImagesSource,
  type PackPlan,
  planEntries,
  planPack,
  readCentralDirectory,
  type ZipSource,
} from "@greenhouse/wasm-pipeline";
import type { StoredEntry } from "./job-store.js";
import { R2WindowSource } from "./r2-source.js";
import type { InputPlan, JobInput } from "./types.js";

/** The plans of a job's inputs: their JSON summaries (kept in the job state) and every entry (one row each). */
export interface JobPlan {
  plans: InputPlan[];
  entries: StoredEntry[];
}

/**
 * Opens one job input as a `ZipSource`: a zip is read from R2 by ranges through the engine's window;
 * an uploaded image (64 MB at most) is read whole and wrapped exactly as `convertPack` wraps a loose
 * image, so its plan's offsets are the same in every batch and every runtime.
 */
export async function openInput(bucket: R2Bucket, input: JobInput): Promise<ZipSource> {
  const window = new R2WindowSource(bucket, input.key, input.size);
  if (input.kind === "zip") return window;
  return looseImagesSource([{ name: input.name, bytes: await window.read(0, input.size) }]);
}

/**
 * Plans every input with the pipeline's `planPack`, as the CLI and the browser do: a zip is a
 * resource pack (its central directory read by ranges and safety-checked), an uploaded image a
 * single texture. In batch jobs each input goes into its own folder so names from different uploads
 * cannot collide; `generateMaps: false` (batch jobs) turns every material into a plain copy.
 */
export async function planInputs(
  bucket: R2Bucket,
  inputs: JobInput[],
  batch: boolean,
  generateMaps = true,
): Promise<JobPlan> {
  const result: JobPlan = { plans: [], entries: [] };
  for (const [source, input] of inputs.entries()) {
    const prefix = batch ? `${String(source + 1).padStart(3, "0")}-${input.name.replace(/\.zip$/i, "")}/` : "";
    const plan =
      input.kind === "zip"
        ? await planPack(await openInput(bucket, input))
        : keepOriginal(
            planEntries(await readCentralDirectory(await openInput(bucket, input)), { inputType: "single" }),
          );
    if (!generateMaps) keepAsIs(plan);
    result.plans.push({
      inputType: plan.inputType,
      wrapperFolder: plan.wrapperFolder,
      totalImages: plan.totalImages,
      regenerateExisting: plan.regenerateExisting,
      first: result.entries.length,
      count: plan.entries.length,
    });
    for (const entry of plan.entries) {
      result.entries.push({
        idx: result.entries.length,
        source,
        planned: prefix ? { ...entry, path: prefix + entry.path } : entry,
      });
    }
  }
  return result;
}

/** Rebuilds an input's `PackPlan` from its summary and its stored entries (in plan order). */
export function packPlan(plan: InputPlan, entries: StoredEntry[]): PackPlan {
  return {
    inputType: plan.inputType,
    wrapperFolder: plan.wrapperFolder,
    totalImages: plan.totalImages,
    regenerateExisting: plan.regenerateExisting,
    entries: entries.map((entry) => entry.planned),
  };
}

/**
 * A job's uploaded image stays in the zip as uploaded, beside its maps (the job contract: "the
 * original and its two maps"), where `convertPack` on one image writes the generated base colour.
 */
function keepOriginal(plan: PackPlan): PackPlan {
  for (const entry of plan.entries) if (entry.material) entry.material.writeBaseColor = false;
  return plan;
}

/** Every file byte for byte, even pack.mcmeta and texture.properties: the batch asked for no conversion. */
function keepAsIs(plan: PackPlan): void {
  for (const entry of plan.entries) {
    if (entry.role === "material") entry.role = "image";
    else if (entry.role === "pack-meta" || entry.role === "texture-properties") entry.role = "other";
    delete entry.material;
  }
  plan.totalImages = 0;
}
