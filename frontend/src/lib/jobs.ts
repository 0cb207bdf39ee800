import { useQuery } from "@tanstack/react-query";
import { apiJson, apiRequest, listFrom } from "./api-client";
import { saveBlob } from "./download";

/** A conversion job as the list gives it (spec section 3: id, filename, status, progress). */
export interface Job {
  id: string;
  filename: string;
  status: "pending" | "processing" | "completed" | "failed" | (string & {});
  progress?: number;
  createdAt?: string;
  /** The job's last change; for a job that has ended, when it ended (completed or failed). */
  updatedAt?: string;
  error?: string | null;
}

export const jobKeys = {
  all: ["jobs"] as const,
  one: (id: string) => ["jobs", id] as const,
};

export async function fetchJobs(): Promise<Job[]> {
  return listFrom<Job>(await apiJson<unknown>("/api/jobs"), "jobs");
}

export const isActiveJob = (job: Job) => job.status === "pending" || job.status === "processing";

/**
 * The error of a job its owner cancelled: the jobs API ends a cancelled job as failed with this reason
 * (worker-api `job-runner.ts`), and a run on this device uses the same words.
 */
export const CANCELLED_BY_USER = "Cancelled by you";

/**
 * A job the user stopped: shown as a neutral "Cancelled", not as a red failure, wherever a job is shown
 * (the workspace's queue, the floating job card, the phone home's Recent Activity).
 */
export function isCancelledByUser(job: Pick<Job, "status" | "error">): boolean {
  return job.status === "failed" && job.error === CANCELLED_BY_USER;
}

/**
 * The jobs list. While a job runs it is polled every second (spec section 9); when nothing runs the
 * list is left alone until something invalidates it (an upload), so idle pages make no requests.
 */
export function useJobs(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: jobKeys.all,
    queryFn: fetchJobs,
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (query.state.data?.some(isActiveJob) ? 1000 : false),
  });
}

/**
 * The spec's download name: the upload's name without .zip plus `_labpbr.zip`. An image's extension
 * goes too (stone.png gives stone_labpbr.zip), as in the server's Content-Disposition, so every way of
 * downloading a conversion saves the same name.
 */
export function downloadName(filename: string): string {
  return `${filename.replace(/\.(zip|png|jpe?g|tiff?|tga)$/i, "")}_labpbr.zip`;
}

/** Fetches a job's result and hands it to the browser as a file download. */
export async function downloadJob(job: Pick<Job, "id" | "filename">): Promise<void> {
  const response = await apiRequest(`/api/jobs/${encodeURIComponent(job.id)}/download`);
  saveBlob(await response.blob(), downloadName(job.filename));
}
