import type { LogLine, ProcessingStatus } from "@greenhouse/wasm-pipeline";
import type { JobState } from "./types.js";

/**
 * Percent done: planning and finishing are short, so converting spans 5..95. It counts images done of
 * the images to convert, the figure the task line shows ("96 of 1087"): counting zip entries read (the
 * cursor) ran ahead of it, 29 % at 96 of 1087 images, since a pack's models, sounds and text entries are
 * read in no time. A pack with no images to convert still moves with the entries it reads.
 */
export function jobProgress(job: JobState): number {
  if (job.status === "completed") return 100;
  if (job.phase === "plan") return 0;
  if (job.phase === "finalize" || job.phase === "done") return 97;
  if (job.phase === "attach") return 98;
  const [done, total] =
    job.totalImages > 0
      ? [Math.min(job.imagesProcessed, job.totalImages), job.totalImages]
      : [job.cursor, job.entryCount];
  return 5 + Math.floor((90 * done) / Math.max(total, 1));
}

function currentTask(job: JobState): string {
  if (job.status === "failed") return `Failed: ${job.error ?? "unknown error"}`;
  if (job.status === "completed") return "Completed";
  if (job.status === "pending" && job.phase === "plan") return "Waiting to start";
  if (job.phase === "plan") return "Reading the file list";
  if (job.phase === "entries") return `Converting textures (${job.imagesProcessed} of ${job.totalImages})`;
  if (job.phase === "attach") return "Adding the converted files to the project";
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
