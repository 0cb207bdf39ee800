import { useQuery } from "@tanstack/react-query";
import { apiJson, listFrom } from "../../../lib/api-client";
import { JOBS_POLL_MS } from "../../greenhouse/api/jobs";
import { projectKeys } from "../../projects/api/keys";
import { isProjectGone } from "../../projects/api/project-gone";

/** GET /api/projects/{id}/stats. */
export interface ProjectStats {
  totalFiles: number;
  completedFiles: number;
  errorFiles: number;
  processingFiles: number;
  /** Human-readable, e.g. "1.2 MB". */
  totalSize: string;
  totalBytes: number;
  /** Mean validation score of scored files, 0..100; null while no file has a score. */
  averageScore: number | null;
  lastActivity: string;
}

/** One row of GET /api/projects/{id}/issues. */
export interface ProjectIssue {
  id: number;
  level: "error" | "warning" | "info";
  message: string;
  suggestion: string | null;
  file: string;
  fileId: number;
}

/** `poll`: how often to fetch again (while a conversion adds files), or false. */
export function useProjectStats(projectId: number, poll: number | false = false) {
  return useQuery({
    queryKey: projectKeys.stats(projectId),
    queryFn: () => apiJson<ProjectStats>(`/api/projects/${projectId}/stats`),
    refetchInterval: poll,
  });
}

export function useProjectIssues(projectId: number) {
  return useQuery({
    // Under the project's key, so every upload (which invalidates the project) refreshes it.
    queryKey: [...projectKeys.one(projectId), "issues"],
    queryFn: async () => listFrom<ProjectIssue>(await apiJson<unknown>(`/api/projects/${projectId}/issues`), "issues"),
  });
}

/** One member's running conversion into the project (GET /api/projects/{id}/jobs). */
export interface ProjectJob {
  id: string;
  filename: string;
  status: "pending" | "processing";
  progress: number;
  createdAt: string;
  startedBy: string | null;
}

/**
 * Every member's running conversions into the project, polled every second while the tab is open, and
 * no more once it answers that the project is gone: it asked seven more times before the page caught up.
 */
export function useProjectJobs(projectId: number) {
  return useQuery({
    queryKey: [...projectKeys.one(projectId), "jobs"],
    queryFn: async () => listFrom<ProjectJob>(await apiJson<unknown>(`/api/projects/${projectId}/jobs`), "jobs"),
    refetchInterval: (query) => (isProjectGone(query.state.error) ? false : JOBS_POLL_MS),
  });
}
