import { attach } from "./attach-step.js";
import type { EngineOptions } from "./engine-options.js";
import { runEntries } from "./entries-step.js";
import { finalize } from "./finalize-step.js";
import type { JobStore } from "./job-store.js";
import { plan } from "./plan-step.js";
import type { StepOutcome } from "./step-commit.js";

export { giveUpAttaching } from "./attach-step.js";
export type { EngineOptions } from "./engine-options.js";
export type { StepOutcome } from "./step-commit.js";

/**
 * Runs one step of a job with the pipeline's resumable pack API: plan (`planPack`), one bounded
 * batch of plan entries (`convertEntries`), the finishing write (`finishPack`), or (a project job
 * that succeeded) one slice of its staged files added to the project. The plan, the
 * `ZipWriter` state and the counters are persisted between steps, so the zip is byte-identical to
 * `convertPack` over the same input. Each step commits its effects in one transaction at its end; a
 * step that throws leaves no trace except R2 parts, which the redo overwrites with identical bytes
 * (part boundaries depend only on offsets).
 */
export async function runJobStep(bucket: R2Bucket, store: JobStore, options: EngineOptions = {}): Promise<StepOutcome> {
  const job = store.job();
  if (!job || (job.status !== "processing" && job.status !== "pending")) return "stale";
  if (job.phase === "plan") return plan(bucket, store, job);
  if (job.phase === "entries") return runEntries(bucket, store, job, options);
  if (job.phase === "finalize") return finalize(bucket, store, job, options);
  if (job.phase === "attach") return attach(store, job, options);
  return "done";
}
