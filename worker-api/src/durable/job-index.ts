import type { JobStore } from "../services/jobs-engine/job-store.js";
import { jobProgress } from "../services/jobs-engine/progress.js";
import type { AttachCount, JobState } from "../services/jobs-engine/types.js";
import { updateJobIndex } from "../storage/jobs.js";

/** Pushes the job's status and progress to its row in the D1 jobs index. */
export async function syncJobIndex(db: D1Database, store: JobStore, job: JobState): Promise<void> {
  try {
    await updateJobIndex(db, job.id, {
      status: job.status,
      progress: jobProgress(job, attachCount(store, job)),
      error: job.error,
      outputSize: job.outputSize,
      texturesGenerated: job.texturesGenerated,
      imagesProcessed: job.imagesProcessed,
    });
  } catch (error) {
    // The job's own storage is the truth; the index catches up at the next step.
    console.error("Could not update the jobs index", job.id, error);
  }
}

/** While the job adds its staged files to its project: how many are in, of all it staged. */
export function attachCount(store: JobStore, job: JobState): AttachCount | undefined {
  if (job.phase !== "attach") return undefined;
  const total = store.stagedCount();
  return { added: total - store.stagedCount(job.attachedThrough ?? 0), total };
}
