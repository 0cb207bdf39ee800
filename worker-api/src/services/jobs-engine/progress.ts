import type { LogLine, ProcessingStatus } from "@greenhouse/wasm-pipeline";
import type { JobState } from "./types.js";

/** Percent done: planning and finishing are short, so converting entries spans 5..95. */
export function jobProgress(job: JobState): number {
  if (job.status === "completed") return 100;
  if (job.phase === "plan") return 0;
  if (job.phase === "finalize" || job.phase === "done") return 97;
  return 5 + Math.floor((90 * job.cursor) / Math.max(job.entryCount, 1));
}

function currentTask(job: JobState): string {
  if (job.status === "failed") return `Failed: ${job.error ?? "unknown error"}`;
  if (job.status === "completed") return "Completed";
  if (job.status === "pending" && job.phase === "plan") return "Waiting to start";
  if (job.phase === "plan") return "Reading the file list";
  if (job.phase === "entries") return `Converting textures (${job.imagesProcessed} of ${job.totalImages})`;
  return "Writing the converted pack";
}

/** The product's Processing status for a job. */
export function processingStatus(job: JobState, logs: LogLine[], now = Date.now()): ProcessingStatus {
  const started = job.startedAt ? Date.parse(job.startedAt) : undefined;
  const ended = job.finishedAt ? Date.parse(job.finishedAt) : now;
  return {
    currentTask: currentTask(job),
    logs,
    imagesProcessed: job.imagesProcessed,
    totalImages: job.totalImages,
    texturesGenerated: job.texturesGenerated,
    elapsedTime: started === undefined ? 0 : Math.max(0, ended - started),
  };
}
