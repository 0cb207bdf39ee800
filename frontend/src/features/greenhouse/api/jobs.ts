import type { TextureFile, ValidationResult } from "@greenhouse/wasm-pipeline";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../../../components/toast";
import { projectKeys } from "../../projects/api/keys";
import { statusReportsEnd } from "../lib/growth-view";
import type { Job, JobStatusReport } from "../lib/jobs";
import { needsChunkedUpload } from "../lib/upload-plan";
import { ApiError, getJson, sendJson, toApiError } from "./http";
import { type UploadOptions, validateThroughChunkedUpload } from "./upload";

/** Polling intervals of the product spec (section 9). */
export const JOBS_POLL_MS = 1000;
export const FILES_POLL_MS = 5000;

export const jobKeys = {
  all: ["jobs"] as const,
  detail: (id: string) => ["jobs", id] as const,
  status: (id: string) => ["jobs", id, "status"] as const,
  files: (id: string) => ["jobs", id, "files"] as const,
};

/** Accepts either a bare list or `{jobs: [...]}` from GET /api/jobs. */
async function fetchJobs(signal: AbortSignal): Promise<Job[]> {
  const body = await getJson<Job[] | { jobs: Job[] }>("/api/jobs", signal);
  const jobs = Array.isArray(body) ? body : body.jobs;
  return jobs.map((job) => ({ ...job, id: String(job.id) }));
}

export const jobsQuery = queryOptions({
  queryKey: jobKeys.all,
  queryFn: ({ signal }) => fetchJobs(signal),
  refetchInterval: JOBS_POLL_MS,
});

export function useJobs() {
  const query = useQuery(jobsQuery);
  useRefreshWhenJobsEnd(query.data);
  return query;
}

/** Each job's status as last seen by any `useJobs` on the page, so one ending is acted on once. */
const lastSeen = new Map<string, Job["status"]>();
const isLive = (status: Job["status"] | undefined) => status === "pending" || status === "processing";

/**
 * When a job ends, what it changed is fetched again: the project it converted into (files, stats,
 * issues, activity), the projects list's counts and the landing page's statistics. They are cached
 * without expiry, and stayed at their old numbers until a reload.
 */
function useRefreshWhenJobsEnd(jobs: Job[] | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!jobs) return;
    const ended = jobs.filter((job) => isLive(lastSeen.get(job.id)) && !isLive(job.status));
    for (const job of jobs) lastSeen.set(job.id, job.status);
    if (ended.length === 0) return;
    void client.invalidateQueries({ queryKey: ["stats", "global"] });
    void client.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    for (const projectId of new Set(ended.map((job) => job.projectId))) {
      if (typeof projectId === "number") void client.invalidateQueries({ queryKey: projectKeys.one(projectId) });
    }
  }, [jobs, client]);
}

/**
 * Fetches once more when a job stops being live: the last poll may predate the job's end (the jobs
 * list and the status are polled separately), and polling stops once the job is finished.
 */
function useFinalRefetch(id: string | null, live: boolean, refetch: () => Promise<unknown>) {
  useEffect(() => {
    if (id !== null && !live) void refetch();
  }, [id, live, refetch]);
}

/**
 * The selected job's progress, polled every second while it can still change. When it reports an end
 * the jobs list does not show yet, the list is fetched again at once, so the badge catches up.
 */
export function useJobStatus(id: string | null, live: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: jobKeys.status(id ?? ""),
    queryFn: ({ signal }) => getJson<JobStatusReport>(`/api/jobs/${id}/status`, signal),
    enabled: id !== null,
    refetchInterval: live ? JOBS_POLL_MS : false,
  });
  useFinalRefetch(id, live, query.refetch);
  const ended = live && statusReportsEnd(query.data);
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: jobKeys.all, exact: true });
  }, [ended, client]);
  return query;
}

/**
 * A job's status as last polled for Growth Progress, read from the cache and never fetched: the queue
 * row then shows the same figure as the panel instead of the jobs list's copy, a poll behind.
 */
export function usePolledJobStatus(id: string): JobStatusReport | undefined {
  return useQuery({
    queryKey: jobKeys.status(id),
    queryFn: ({ signal }) => getJson<JobStatusReport>(`/api/jobs/${id}/status`, signal),
    enabled: false,
  }).data;
}

/** The selected job's texture files, polled every 5 s. */
export function useJobFiles(id: string | null, live: boolean) {
  const query = useQuery({
    queryKey: jobKeys.files(id ?? ""),
    queryFn: async ({ signal }) => {
      const body = await getJson<TextureFile[] | { files: TextureFile[] }>(`/api/jobs/${id}/files`, signal);
      return Array.isArray(body) ? body : body.files;
    },
    enabled: id !== null,
    refetchInterval: live ? FILES_POLL_MS : false,
  });
  useFinalRefetch(id, live, query.refetch);
  return query;
}

/** Cancels a running job (it ends as failed, "Cancelled by you") or starts a failed one again. */
export function useJobCommand(command: "cancel" | "retry") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson<{ status: string; error: string | null }>("POST", `/api/jobs/${id}/${command}`),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Removes a job (with its files) from the queue. */
export function useRemoveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson<unknown>("DELETE", `/api/jobs/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.all }),
    onError: (error) =>
      toast({
        title: "Failed to remove the job",
        description: error instanceof ApiError ? error.description : "Please try again.",
        variant: "destructive",
      }),
  });
}

/** Fetches the converted pack as bytes (GET /api/jobs/{id}/download). */
export async function fetchJobResult(id: string): Promise<Blob> {
  const response = await fetch(`/api/jobs/${id}/download`, { credentials: "same-origin" });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** POST /api/validate with one texture or pack; answers the validation result. */
async function validateInOneRequest(file: File): Promise<unknown> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch("/api/validate", { method: "POST", body: form, credentials: "same-origin" });
  if (!response.ok) throw await toApiError(response);
  return response.json();
}

/**
 * Validates a texture or pack on the server: in one request, or for files over one request's body
 * limit through a chunked upload (with upload progress) that the server validates and deletes.
 */
export async function validateFile(file: File, options: UploadOptions = {}): Promise<ValidationResult> {
  const answer = needsChunkedUpload(file.size)
    ? await validateThroughChunkedUpload(file, options)
    : await validateInOneRequest(file);
  const body = answer as Partial<ValidationResult> & { result?: ValidationResult };
  const result = body.result ?? body;
  return {
    isValid: result.isValid ?? (result.issues ?? []).every((issue) => issue.level !== "error"),
    totalFiles: result.totalFiles ?? 1,
    textureFiles: result.textureFiles ?? 1,
    issues: result.issues ?? [],
    fileDetails: result.fileDetails ?? [],
  };
}
