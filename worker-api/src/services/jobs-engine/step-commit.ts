import { doneLine } from "./done-line.js";
import type { JobStore } from "./job-store.js";
import type { JobState } from "./types.js";

/** What a step did: more work left, the job finished, or the job changed under it (dropped). */
export type StepOutcome = "more" | "done" | "stale";

/**
 * Commits a step, unless the job was cancelled or retried while the step awaited I/O: then its work
 * is dropped (RPC calls interleave with the alarm at every await).
 */
export function commit(store: JobStore, job: JobState, apply: (current: JobState) => void): StepOutcome {
  return store.transaction(() => {
    const current = store.job();
    const unchanged =
      current &&
      current.run === job.run &&
      current.status === job.status &&
      current.phase === job.phase &&
      current.cursor === job.cursor &&
      current.attachedThrough === job.attachedThrough;
    if (!current || !unchanged) return "stale";
    if (current.status === "pending") {
      current.status = "processing";
      current.startedAt ??= new Date().toISOString();
    }
    apply(current);
    current.attempts = 0;
    store.saveJob(current);
    return current.phase === "done" ? "done" : "more";
  });
}

/** Ends the job as completed, with the done line that sums it up. */
export function complete(store: JobStore, current: JobState): void {
  current.phase = "done";
  current.status = "completed";
  current.finishedAt = new Date().toISOString();
  const done = doneLine(
    {
      texturesGenerated: current.texturesGenerated,
      imagesProcessed: current.imagesProcessed,
      failed: current.errors ?? 0,
    },
    store.files(),
  );
  store.log(done.level, done.message);
}
