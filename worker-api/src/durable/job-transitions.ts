import type { JobStore } from "../services/jobs-engine/job-store.js";
import type { JobSpec, JobState } from "../services/jobs-engine/types.js";
import { JobStateError } from "./job-refusals.js";

/**
 * The progress fields of a run that has not started: a new job and a retried one both begin here.
 * A function, so that no run ever shares the `plans` array with another.
 */
const freshRun = () =>
  ({
    phase: "plan",
    cursor: 0,
    entryCount: 0,
    plans: [],
    totalImages: 0,
    imagesProcessed: 0,
    texturesGenerated: 0,
    keptExisting: 0,
    errors: 0,
    leftOutOfProject: 0,
    uploadId: null,
    outputSize: null,
    attempts: 0,
    startedAt: null,
    finishedAt: null,
  }) satisfies Partial<JobState>;

/** Saves a new job, pending at its first run, with its first log line. */
export function queueJob(store: JobStore, spec: JobSpec): void {
  store.transaction(() => {
    store.saveJob({
      ...spec,
      status: "pending",
      error: null,
      run: 1,
      ...freshRun(),
    });
    store.log("info", `Queued ${spec.fileName}`);
  });
}

/** Starts the job's next run from scratch, its old output discarded. */
export function restartJob(store: JobStore): JobState {
  return store.transaction(() => {
    const current = requireJob(store);
    const reset: JobState = {
      ...current,
      run: current.run + 1,
      status: "pending",
      error: null,
      ...freshRun(),
    };
    store.resetOutput();
    store.saveJob(reset);
    store.log("info", "Retrying the conversion from the start");
    return reset;
  });
}

/** Moves the job's expiry to `expiresAt` if that is later; answers the job only when it moved. */
export function extendJobExpiry(store: JobStore, expiresAt: string): JobState | undefined {
  return store.transaction(() => {
    const current = store.job();
    if (!current || !(expiresAt > current.expiresAt)) return undefined;
    const extended = { ...current, expiresAt };
    store.saveJob(extended);
    return extended;
  });
}

/** Counts a failed step towards the job's attempts, unless the job changed meanwhile (then false). */
export function recordFailedAttempt(store: JobStore, job: JobState, attempts: number, message: string): boolean {
  return store.transaction(() => {
    const current = store.job();
    if (!current || current.run !== job.run || current.status !== job.status) return false;
    current.attempts = attempts;
    store.saveJob(current);
    store.log("warning", `A step failed (${message}); trying again (attempt ${attempts + 1})`);
    return true;
  });
}

/** Fails the job's run with `reason`, unless a new run has started meanwhile (then undefined). */
export function failJob(store: JobStore, job: JobState, reason: string, level: "error" | "info"): JobState | undefined {
  return store.transaction(() => {
    const current = store.job();
    if (!current || current.run !== job.run) return undefined;
    current.status = "failed";
    current.error = reason;
    current.finishedAt = new Date().toISOString();
    store.saveJob(current);
    // An unreadable input fails with the error the converter already logged for that file; a second
    // copy made the log read as two failures.
    if (!store.logs().some((line) => line.level === level && line.message === reason)) {
      store.log(level, reason);
    }
    return current;
  });
}

export function requireJob(store: JobStore): JobState {
  const job = store.job();
  if (!job) throw new JobStateError("This job does not exist");
  return job;
}
