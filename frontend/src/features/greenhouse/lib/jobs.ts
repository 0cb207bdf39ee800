import type { ProcessingStatus } from "@greenhouse/wasm-pipeline";
import { downloadName, isCancelledByUser } from "../../../lib/jobs";

/** A conversion job as the jobs API lists it (product spec, section 3: Job). */
export type JobStatus = "pending" | "processing" | "completed" | "failed";

export interface Job {
  id: string;
  /** The uploaded file's name (a .zip for packs). */
  filename: string;
  status: JobStatus;
  /** 0..100. */
  progress: number;
  /** Why a failed job failed, in words a user can act on. */
  error?: string | null;
  createdAt?: string;
  projectId?: number | null;
  /**
   * False once the server job is adding its converted files to its project: it has succeeded, and a
   * Cancel then is refused (409). Absent for a run on this device, which can always be stopped.
   */
  cancellable?: boolean;
}

/**
 * GET /api/jobs/{id}/status: the Processing status, whether the job can still be cancelled, and while it
 * adds its files to its project how many are in (worker-api jobs-engine `processingStatus`).
 */
export interface JobStatusReport extends ProcessingStatus {
  cancellable?: boolean;
  filesAdded?: number;
  filesToAdd?: number;
}

/** Shown where Cancel was, once a job can no longer be cancelled (`Job.cancellable`). */
export const ADDING_FILES_NOTE = "Adding files to the project…";

/** Why a running job offers no Cancel, or undefined while it does. */
export function cancelUnavailableReason(job: Pick<Job, "status" | "cancellable">): string | undefined {
  return job.status === "processing" && job.cancellable === false ? ADDING_FILES_NOTE : undefined;
}

// Shared with the site's overlays and the phone home, which show jobs too.
export { CANCELLED_BY_USER, isCancelledByUser } from "../../../lib/jobs";

/** The status a row or badge shows: a failed job that the user cancelled reads "cancelled". */
export type ShownStatus = JobStatus | "cancelled";

export function shownStatus(job: Pick<Job, "status" | "error">): ShownStatus {
  return isCancelledByUser(job) ? "cancelled" : job.status;
}

const statusRank: Record<JobStatus, number> = { processing: 0, pending: 1, completed: 2, failed: 3 };

/**
 * Orders the queue as the spec says: processing first, then pending, completed, failed.
 * The sort is stable, so the server's order (newest first) holds within a status.
 */
export function orderJobQueue(jobs: readonly Job[]): Job[] {
  return jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => statusRank[a.job.status] - statusRank[b.job.status] || a.index - b.index)
    .map(({ job }) => job);
}

/**
 * What a queue row offers. The spec's three: pending jobs can be removed, completed ones downloaded,
 * failed ones say 'Failed'. Ours also lets a running job be cancelled, and a failed one be retried or
 * removed (the jobs API supports each), so nothing stays stuck in the queue.
 */
export type JobAction = "remove" | "download" | "cancel" | "retry";

export function jobActions(status: JobStatus, cancellable = true): JobAction[] {
  switch (status) {
    case "pending":
      return ["remove"];
    case "processing":
      // Adding its files to its project: a cancel would be refused (see `cancelUnavailableReason`).
      return cancellable ? ["cancel"] : [];
    case "completed":
      return ["download"];
    case "failed":
      return ["retry", "remove"];
  }
}

/**
 * The job the panels show: the chosen one while it still exists, else the first of the list as the
 * queue shows it (the spec auto-selects the first job when none is chosen), so the highlighted row is
 * the top one even when an older job is still running.
 */
export function selectJobId(jobs: readonly Job[], chosen: string | null): string | null {
  if (chosen && jobs.some((job) => job.id === chosen)) return chosen;
  return orderJobQueue(jobs)[0]?.id ?? null;
}

/** Progress in percent from the status counters, falling back to the job's own figure. */
export function progressPercent(imagesProcessed: number, totalImages: number, fallback = 0): number {
  if (totalImages > 0) return Math.min(100, Math.round((imagesProcessed / totalImages) * 100));
  return Math.max(0, Math.min(100, Math.round(fallback)));
}

/**
 * The job the phone wizard follows: only the one started in this session. The desktop falls back to the
 * queue's first job (`selectJobId`), but the wizard shows no queue, so an older job there reads as the
 * result of what was just chosen.
 */
export function startedJob(jobs: readonly Job[], startedId: string | null): Job | null {
  return startedId === null ? null : (jobs.find((job) => job.id === startedId) ?? null);
}

/**
 * The saved name of a job's file list, beside its converted pack's (`downloadName`):
 * voxelibre-rp.zip gives voxelibre-rp_labpbr_files.json.
 */
export function fileListName(filename: string): string {
  return downloadName(filename).replace(/\.zip$/, "_files.json");
}
