import { type Query, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiJson, itemFrom } from "../../../lib/api-client";
import { projectKeys } from "./keys";
import { isProjectGone } from "./project-gone";
import type { Project } from "./types";

/**
 * How often an open project page reads its project again. Queries never expire (the spec's cache
 * defaults), so without this a member's page kept offering Upload and Delete for minutes after the owner
 * made them a viewer or deleted the project, until an action was refused.
 */
export const PROJECT_FOLLOW_MS = 12_000;

export async function fetchProject(id: number): Promise<Project> {
  return itemFrom<Project>(await apiJson<unknown>(`/api/projects/${id}`), "project");
}

/** Polls until the project is gone: every further read would only answer the same 404. */
export function projectFollowInterval(query: Pick<Query<Project>, "state">): number | false {
  return isProjectGone(query.state.error) ? false : PROJECT_FOLLOW_MS;
}

export function useProject(id: number, enabled = true) {
  return useQuery({ queryKey: projectKeys.one(id), queryFn: () => fetchProject(id), enabled });
}

/**
 * The project for the page showing it (detail, workspace dashboard): read again every
 * `PROJECT_FOLLOW_MS` while the tab is visible (react-query pauses intervals in a hidden tab), when the
 * tab becomes visible again and when the window gets focus back (react-query only listens for
 * visibility, and a window beside another never hides), so another member's change to its role, or
 * its deletion, shows. Scoped to this query: every other query keeps the spec's "never stale".
 */
export function useFollowedProject(id: number, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refetch = () =>
      void queryClient.refetchQueries(
        { queryKey: projectKeys.one(id), exact: true, type: "active" },
        { cancelRefetch: false },
      );
    window.addEventListener("focus", refetch);
    return () => window.removeEventListener("focus", refetch);
  }, [queryClient, id, enabled]);
  const project = useQuery({
    queryKey: projectKeys.one(id),
    queryFn: () => fetchProject(id),
    enabled,
    refetchInterval: projectFollowInterval,
    refetchOnWindowFocus: (query) => (isProjectGone(query.state.error) ? false : "always"),
  });
  // A new role also changes the collaborators' badges and the activity: read what hangs off the project again.
  const role = project.data?.role;
  const lastRole = useRef(role);
  useEffect(() => {
    if (lastRole.current !== undefined && role !== lastRole.current) {
      void queryClient.invalidateQueries({ predicate: (query) => isPartOfProject(query.queryKey, id) });
    }
    lastRole.current = role;
  }, [queryClient, id, role]);
  return project;
}

/** `["projects", id, ...]` below the project itself (its files, shares, activity...). */
export function isPartOfProject(queryKey: readonly unknown[], id: number): boolean {
  return queryKey.length > 2 && queryKey[0] === projectKeys.all[0] && queryKey[1] === id;
}
