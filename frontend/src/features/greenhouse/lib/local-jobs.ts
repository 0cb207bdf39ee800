import type { ProcessingStatus } from "@greenhouse/wasm-pipeline";
import type { LocalConversion } from "../pipeline/protocol";
import { CANCELLED_BY_USER, type Job, progressPercent } from "./jobs";

/**
 * A conversion on this device (an image sequence, a texture over the server's size, Convert on this
 * device) as a queue entry. It has no server id and lives as long as the page: its result is a zip in
 * memory, so there is nothing to find again after a reload.
 */
export interface LocalJob extends Job {
  onDevice: true;
  /** The selection it converts: the Convert card shows the run of the files on screen. */
  files: readonly File[];
  /** The pipeline's latest progress event (task, counters, elapsed, log), as Growth Progress shows it. */
  report: ProcessingStatus | null;
  /** The converted pack once done. */
  result: LocalConversion | null;
}

export function isLocalJob(job: Job): job is LocalJob {
  return "onDevice" in job;
}

/** What a cancel of a run on this device reads as; the server says the same of a cancelled job. */
export const cancelledMessage = CANCELLED_BY_USER;

export function newLocalJob(id: string, filename: string, files: readonly File[], now: Date): LocalJob {
  return {
    id,
    filename,
    status: "processing",
    progress: 0,
    createdAt: now.toISOString(),
    onDevice: true,
    files,
    report: null,
    result: null,
  };
}

export function withProgress(job: LocalJob, report: ProcessingStatus): LocalJob {
  return { ...job, report, progress: progressPercent(report.imagesProcessed, report.totalImages) };
}

export function completed(job: LocalJob, result: LocalConversion): LocalJob {
  return { ...job, status: "completed", progress: 100, report: result.status, result };
}

export function failed(job: LocalJob, message: string): LocalJob {
  return { ...job, status: "failed", error: message };
}

/**
 * What a local queue row offers: cancel while it runs (the pipeline run is abortable), download its zip
 * when done, remove once over. No retry: the files it converted may no longer be chosen.
 */
export function localJobActions(status: Job["status"]): ("cancel" | "download" | "remove")[] {
  switch (status) {
    case "pending":
    case "processing":
      return ["cancel"];
    case "completed":
      return ["download", "remove"];
    case "failed":
      return ["remove"];
  }
}

/**
 * One queue of this device's runs and the server's jobs, newest first (the server lists its own newest
 * first), so ordering by status afterwards (`orderJobQueue`) keeps recency within each status.
 */
export function mergeQueue(local: readonly LocalJob[], server: readonly Job[]): Job[] {
  const time = (job: Job) => (job.createdAt ? Date.parse(job.createdAt) : Number.NEGATIVE_INFINITY);
  return [...local, ...server]
    .map((job, index) => ({ job, index }))
    .sort((a, b) => time(b.job) - time(a.job) || a.index - b.index)
    .map(({ job }) => job);
}
