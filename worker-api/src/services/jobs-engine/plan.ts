import {
  changesBaseColor,
  looseImagesSource,
  type PackPlan,
  planEntries,
  planPack,
  readCentralDirectory,
  type ZipSource,
} from "@greenhouse/wasm-pipeline";
import type { StoredEntry } from "./job-store.js";
import { R2WindowSource } from "./r2-source.js";
import type { InputPlan, JobInput, JobSettings } from "./types.js";

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
 * single texture, whose base colour follows the Base colour and Contrast settings as on the device. In
 * batch jobs each input goes into its own folder so names from different uploads cannot collide, and
 * images keep their colours (a batch has no colour settings); `generateMaps: false` turns every
 * material into a plain copy.
 */
export async function planInputs(
  bucket: R2Bucket,
  inputs: JobInput[],
  batch: boolean,
  settings: JobSettings,
): Promise<JobPlan> {
  const generateMaps = settings.generateMaps !== false;
  const rewriteBaseColor = !batch && changesBaseColor(settings.settings);
  const result: JobPlan = { plans: [], entries: [] };
  for (const [source, input] of inputs.entries()) {
    const prefix = batch ? `${String(source + 1).padStart(3, "0")}-${input.name.replace(/\.zip$/i, "")}/` : "";
    const plan =
      input.kind === "zip"
        ? await planPack(await openInput(bucket, input))
        : planEntries(await readCentralDirectory(await openInput(bucket, input)), {
            inputType: "single",
            rewriteBaseColor,
          });
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

/** Every file byte for byte, even pack.mcmeta and texture.properties: the batch asked for no conversion. */
function keepAsIs(plan: PackPlan): void {
  for (const entry of plan.entries) {
    if (entry.role === "material") entry.role = "image";
    else if (entry.role === "pack-meta" || entry.role === "texture-properties") entry.role = "other";
    delete entry.material;
  }
  plan.totalImages = 0;
}
