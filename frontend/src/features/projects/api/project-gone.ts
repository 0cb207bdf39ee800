import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { HttpError } from "../../../lib/api-client";
import { projectKeys } from "./keys";

/** The API's answer once the project was deleted or the person lost access to it. */
export function isProjectGone(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404 && error.code === "project_not_found";
}

/**
 * Marks the project stale (refetching it if shown) whenever any action or load answers that it is
 * gone. The project is cached forever, so without this a page left open after access was removed
 * kept showing the old role after Download Pack had already been refused. The project's own query
 * is not refetched on its own 404 (that would loop); it marks the projects list stale instead.
 * Returns the unsubscribe.
 */
export function watchForGoneProject(queryClient: QueryClient, projectId: number): () => void {
  const forget = (error: unknown) => {
    if (isProjectGone(error)) void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), exact: true });
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
      void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    }
  });
  return () => {
    stopMutations();
    stopQueries();
  };
}

/** `watchForGoneProject` for as long as the project's page is open. */
export function useWatchForGoneProject(projectId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => watchForGoneProject(queryClient, projectId), [queryClient, projectId]);
}
