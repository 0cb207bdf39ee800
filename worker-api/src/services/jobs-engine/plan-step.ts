import { nothingToConvertWarning } from "@greenhouse/wasm-pipeline";
import { countNoun } from "../../lib/count-noun.js";
import { advancedProcessingOf } from "./conversion-context.js";
import type { JobStore } from "./job-store.js";
import { planInputs } from "./plan.js";
import { commit, type StepOutcome } from "./step-commit.js";
import type { JobState } from "./types.js";

/** The `plan` step: plans every input, opens the output's multipart upload and logs what it found. */
export async function plan(bucket: R2Bucket, store: JobStore, job: JobState): Promise<StepOutcome> {
  const { plans, entries } = await planInputs(bucket, job.inputs, job.kind === "batch", job.settings);
  const upload = await bucket.createMultipartUpload(job.outputKey, {
    httpMetadata: { contentType: "application/zip" },
  });
  const textures = plans.reduce((sum, input) => sum + input.totalImages, 0);
  return commit(store, job, (current) => {
    store.addEntries(entries);
    current.plans = plans;
    current.phase = entries.length > 0 ? "entries" : "finalize";
    current.entryCount = entries.length;
    current.totalImages = textures;
    current.uploadId = upload.uploadId;
    // Folder entries are copied too, but people count files: PixelPerfection's 3645 files read as 3866.
    const files = entries.filter((entry) => !entry.planned.path.endsWith("/")).length;
    store.log("info", `Found ${countNoun(files, "file")}, ${countNoun(textures, "texture")} to convert`);
    const notes = plans.flatMap((input) => advancedProcessingOf(job, input.inputType).notes);
    // A batch without maps converts nothing on purpose.
    if (job.settings.generateMaps !== false) {
      for (const input of plans) {
        const warning = nothingToConvertWarning(input);
        if (warning) notes.push(warning);
      }
    }
    for (const note of new Set(notes)) store.log("warning", note);
  });
}
