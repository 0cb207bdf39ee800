import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { HttpError } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { projectKeys } from "./keys";

/** The API's answer once the project was deleted or the person lost access to it. */
export function isProjectGone(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404 && error.code === "project_not_found";
}

/** The API's answer to a signed-out request for a signed-in resource (a session that ended, or none). */
export function isSignInNeeded(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/**
 * An answer that suggests the project is gone without saying so in a form `isProjectGone` reads: the
 * workspace's upload (XHR, `ApiError`) keeps only the envelope's message. Only a hint: the project is
 * read again to be sure, so the badge and the upload target follow what that read says.
 */
export function hintsProjectGone(error: unknown): boolean {
  if (isProjectGone(error)) return true;
  return error instanceof ApiError && error.status === 404 && /project not found/i.test(error.message);
}

/**
 * Marks the project stale (refetching it if shown) whenever any action or load answers that it is
 * gone. The project is cached forever, so without this a page left open after access was removed
 * kept showing the old role after Download Pack had already been refused. The project's own query
 * is not refetched on its own 404 (that would loop); it marks the projects list stale instead.
 * A re-read already under way is joined, not restarted, and none is started once the project is known
 * to be gone: the dashboard's per-second jobs poll answering 404 restarted the project's re-read every
 * second, so it took half a minute (and a dozen requests) to say "Project Not Found".
 * Returns the unsubscribe.
 */
export function watchForGoneProject(queryClient: QueryClient, projectId: number): () => void {
  const forget = (error: unknown) => {
    if (!hintsProjectGone(error)) return;
    if (isProjectGone(queryClient.getQueryState(projectKeys.one(projectId))?.error)) return;
    void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), exact: true }, { cancelRefetch: false });
  };
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") forget(event.action.error);
  });
  const own = JSON.stringify(projectKeys.one(projectId));
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    if (JSON.stringify(event.query.queryKey) !== own) forget(event.action.error);
    // The page found out by re-reading it: the projects list would still offer it until a reload.
    else if (isProjectGone(event.action.error)) {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true }, { cancelRefetch: false });
    }
  });
  return () => {
    stopMutations();
    stopQueries();
  };
}

/** `watchForGoneProject` for as long as the project's page is open. */
export function useWatchForGoneProject(projectId: number, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(
    () => (enabled ? watchForGoneProject(queryClient, projectId) : undefined),
    [queryClient, projectId, enabled],
  );
}
