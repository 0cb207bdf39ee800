import {
  advancedProcessingFor,
  type ConversionContext,
  type ConversionCounters,
  generateMaterial,
  hasAdvancedProcessing,
  type PackPlan,
} from "@greenhouse/wasm-pipeline";
import type { BatchReporter } from "./batch-writer.js";
import { MAX_TEXTURE_PIXELS, TOO_LARGE_FOR_SERVER } from "./texture-limits.js";
import type { JobState } from "./types.js";

/**
 * The advanced processing a job applies to an input: none when it makes no maps (a batch with
 * generateMaps off keeps every file byte for byte), which it says rather than dropping silently.
 */
export function advancedProcessingOf(job: JobState, inputType: PackPlan["inputType"]) {
  if (job.settings.generateMaps === false && hasAdvancedProcessing(job.settings.advancedProcessing)) {
    return {
      notes: [
        "Resize and compression apply to converted textures: with generateMaps off, every file is kept byte for byte",
      ],
    };
  }
  return advancedProcessingFor(inputType, job.settings.advancedProcessing);
}

/** The same context `convertPack` builds, with the server's pixel budget (see MAX_TEXTURE_PIXELS). */
export function conversionContext(job: JobState, plan: PackPlan, reporter: BatchReporter): ConversionContext {
  const { advanced } = advancedProcessingOf(job, plan.inputType);
  return {
    settings: { ...job.settings.settings, inputType: plan.inputType },
    generate: generateMaterial,
    reporter,
    maxPixels: MAX_TEXTURE_PIXELS,
    tooLargeAdvice: TOO_LARGE_FOR_SERVER,
    ...(advanced ? { advanced } : {}),
  };
}

/** The pipeline's counters, carried between steps in the job record. */
export function countersOf(job: JobState): ConversionCounters {
  return {
    imagesProcessed: job.imagesProcessed,
    texturesGenerated: job.texturesGenerated,
    keptExisting: job.keptExisting ?? 0,
    errors: job.errors ?? 0,
    warnings: 0,
    startedAt: job.startedAt ? Date.parse(job.startedAt) : Date.now(),
  };
}
