import type { LogLine } from "@greenhouse/wasm-pipeline";
import type { AttachCount, JobProcessingStatus, JobState } from "./types.js";

/**
 * The percent a job lists at while it adds its files to its project (98, then 99 past half of them):
 * from here on it has succeeded and can no longer be cancelled, which the jobs list reads off this
 * figure (`listedAsCancellable`), since its index row keeps no phase.
 */
export const ATTACH_PROGRESS = 98;

/**
 * Percent done: planning and finishing are short, so converting spans 5..95. It counts images done of
 * the images to convert, the figure the task line shows ("96 of 1087"): counting zip entries read (the
 * cursor) ran ahead of it, 29 % at 96 of 1087 images, since a pack's models, sounds and text entries are
 * read in no time. A pack with no images to convert still moves with the entries it reads. Writing the
 * pack is 97; adding the files to the project 98..99 by files added (`attach`), about a minute for a
 * pack of 7,800 files, so the bar moves there too.
 */
export function jobProgress(job: JobState, attach?: AttachCount): number {
  if (job.status === "completed") return 100;
  if (job.phase === "plan") return 0;
  if (job.phase === "finalize" || job.phase === "done") return 97;
  if (job.phase === "attach") {
    const half = attach && attach.total > 0 ? Math.floor((2 * attach.added) / attach.total) : 0;
    return ATTACH_PROGRESS + Math.min(1, half);
  }
  const [done, total] =
    job.totalImages > 0
      ? [Math.min(job.imagesProcessed, job.totalImages), job.totalImages]
      : [job.cursor, job.entryCount];
  return 5 + Math.floor((90 * done) / Math.max(total, 1));
}

/**
 * Whether the job can still be cancelled: pending or processing, and not yet adding its files to its
 * project (a cancel then would leave the project half-converted, so the runner refuses it).
 */
export function isCancellable(job: Pick<JobState, "status" | "phase">): boolean {
  return (job.status === "pending" || job.status === "processing") && job.phase !== "attach";
}

/** `isCancellable` as the jobs index can tell it: from the status and percent the runner last pushed. */
export function listedAsCancellable(status: JobState["status"], progress: number): boolean {
  return (status === "pending" || status === "processing") && progress < ATTACH_PROGRESS;
}

const thousands = new Intl.NumberFormat("en-US");

function currentTask(job: JobState, attach?: AttachCount): string {
  if (job.status === "failed") return `Failed: ${job.error ?? "unknown error"}`;
  if (job.status === "completed") return "Completed";
  if (job.status === "pending" && job.phase === "plan") return "Waiting to start";
  if (job.phase === "plan") return "Reading the file list";
  if (job.phase === "entries") return `Converting textures (${job.imagesProcessed} of ${job.totalImages})`;
  if (job.phase === "attach") {
    const count = attach ? ` (${thousands.format(attach.added)} of ${thousands.format(attach.total)})` : "";
    return `Adding the converted files to the project${count}`;
  }
  return "Writing the converted pack";
}

/**
 * The product's Processing status for a job, with whether it can still be cancelled and, while it adds
 * its files to its project, how many are in (`attach`: the staged files the runner counts).
 */
export function processingStatus(
  job: JobState,
  logs: LogLine[],
  { attach, now = Date.now() }: { attach?: AttachCount; now?: number } = {},
): JobProcessingStatus {
  const started = job.startedAt ? Date.parse(job.startedAt) : undefined;
  const ended = job.finishedAt ? Date.parse(job.finishedAt) : now;
  return {
    currentTask: currentTask(job, attach),
    logs,
    imagesProcessed: job.imagesProcessed,
    totalImages: job.totalImages,
    texturesGenerated: job.texturesGenerated,
    elapsedTime: started === undefined ? 0 : Math.max(0, ended - started),
    cancellable: isCancellable(job),
    ...(job.phase === "attach" && attach ? { filesAdded: attach.added, filesToAdd: attach.total } : {}),
  };
}
