import type { ProcessingStatus } from "@greenhouse/wasm-pipeline";
import { isCancelledByUser, type Job, type JobStatusReport, type ShownStatus } from "./jobs";

/** What Growth Progress shows of one job: the badge, the bar, the task line and its count, in agreement. */
export interface GrowthView {
  /** The badge: a job's status, or "cancelled" for one its owner stopped. */
  status: ShownStatus;
  percent: number;
  task: string;
  /** The Images processed cell: "3/10", or where a failed job stopped. */
  processed: string;
  /** False for an ended job whose final counters have not arrived (see `serverStatusOf`). */
  countsKnown: boolean;
}

/** What a count cell shows until the job's final status arrives. */
export const COUNT_PENDING = "…";

/**
 * The server's task line once its job has ended (worker-api jobs-engine `progress.ts`). The status
 * endpoint reads the job runner itself, the jobs list a copy written after it, so for a poll or two
 * the status can already say "Completed" while the list still says processing.
 */
export function statusReportsEnd(status: Pick<ProcessingStatus, "currentTask"> | undefined): boolean {
  const task = status?.currentTask ?? "";
  return task === "Completed" || task.startsWith("Failed");
}

/**
 * A server job's polled status, or undefined while the jobs list shows the job ended and the last poll
 * predates its end: those counters are stale (a job that failed while pending read "Stopped at 0/0"
 * until the final poll landed). A run on this device has no such gap: its report is its end.
 */
export function serverStatusOf<S extends ProcessingStatus>(job: Job, status: S | undefined): S | undefined {
  const ended = job.status === "completed" || job.status === "failed";
  return ended && !statusReportsEnd(status) ? undefined : status;
}

/**
 * The engine's percent while converting spans 5..95; 97 is writing the pack, 98..99 adding the files to
 * the project (jobs-engine `jobProgress`).
 */
const CONVERTING_FROM = 5;
const CONVERTING_SPAN = 90;
const WRITING_PERCENT = 97;
const ADDING_FROM = 98;
const WRITING_TASK = "Writing the converted pack";

function statusText(status: Job["status"]): string {
  switch (status) {
    case "pending":
      return "Waiting to start";
    case "processing":
      return "Processing";
    case "completed":
      return "Completed";
    case "failed":
      return "Failed";
  }
}

/**
 * Joins the listed job (status, percent) with its polled status (counters, task), which arrive on
 * separate polls. The badge follows the listed status; a job only shows 100 % and "Completed" once it
 * is listed as completed. While it runs, every image converted but the pack not yet written (or an end
 * the list has not caught up with) reads as the step that remains, at the engine's 97 %, never as a
 * finished task under a PROCESSING badge.
 */
export function growthView(job: Job, status: JobStatusReport | undefined): GrowthView {
  const processed = status?.imagesProcessed ?? 0;
  const total = status?.totalImages ?? 0;
  const count = `${processed}/${total}`;
  const ended = job.status === "completed" || job.status === "failed";
  const countsKnown = !ended || status !== undefined;
  if (job.status === "completed") {
    return {
      status: job.status,
      percent: 100,
      task: "Completed",
      processed: countsKnown ? count : COUNT_PENDING,
      countsKnown,
    };
  }
  if (isCancelledByUser(job)) {
    // Stopped on purpose: a neutral badge and the bar where it stopped, not a red "Failed: Cancelled by you".
    return {
      status: "cancelled",
      percent: countsKnown && total > 0 ? convertingPercent(processed, total) : 0,
      task: "Cancelled by you",
      processed: countsKnown ? `Stopped at ${count}` : "Stopped",
      countsKnown,
    };
  }
  if (job.status === "failed") {
    // A failed job is over: a full red bar and its reason. A bar stopped short under "1/1" read as a
    // conversion still finishing, and the count as a success.
    const task = job.error ? `Failed: ${job.error}` : "Failed";
    return {
      status: job.status,
      percent: 100,
      task,
      processed: countsKnown ? `Stopped at ${count}` : "Stopped",
      countsKnown,
    };
  }
  const adding = addingPercent(status);
  if (adding !== undefined && status) {
    // The server's own step, with its count: this read "Writing the converted pack" at 97 % for the
    // minute PixelPerfection's 7,800 files took to reach the project, then jumped to Completed.
    return { status: job.status, percent: adding, task: status.currentTask, processed: count, countsKnown };
  }
  const allConverted = total > 0 && processed >= total;
  if (allConverted || statusReportsEnd(status)) {
    const ending = status?.currentTask.startsWith("Failed") ? "Stopping" : WRITING_TASK;
    return { status: job.status, percent: WRITING_PERCENT, task: ending, processed: count, countsKnown };
  }
  // The bar is read from the same counters as the count beside it, so the two always agree; the listed
  // percent (taking the larger of the two showed 29 % at "96 of 1087") is only used before any arrive.
  const percent = total > 0 ? convertingPercent(processed, total) : clamp(job.progress);
  return {
    status: job.status,
    percent: Math.min(WRITING_PERCENT, percent),
    task: status?.currentTask || statusText(job.status),
    processed: count,
    countsKnown,
  };
}

/**
 * Where the bar stands while the job adds its files to its project (98, 99 past half, as the engine
 * lists it), or undefined when it is not at that step.
 */
function addingPercent(status: JobStatusReport | undefined): number | undefined {
  if (!status || status.filesToAdd === undefined || statusReportsEnd(status)) return undefined;
  const added = status.filesAdded ?? 0;
  const half = status.filesToAdd > 0 ? Math.floor((2 * added) / status.filesToAdd) : 0;
  return ADDING_FROM + Math.min(1, half);
}

/** Where the bar stands while images convert, as the engine counts it. */
function convertingPercent(processed: number, total: number): number {
  return CONVERTING_FROM + Math.floor((CONVERTING_SPAN * processed) / total);
}

function clamp(percent: number): number {
  return Math.max(0, Math.min(100, Math.round(percent)));
}
