import { type Query, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiJson, itemFrom } from "../../../lib/api-client";
import { projectKeys } from "./keys";
import { isProjectGone, isSignInNeeded } from "./project-gone";
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

/**
 * Whether reading the project again is pointless: it is gone (404), or nobody is signed in (401, a
 * session that ended while the page was open). Either answer would only repeat, and each read logged
 * a console error; a signed-out page kept asking every 12 s.
 */
export function stopsFollowing(error: unknown): boolean {
  return isProjectGone(error) || isSignInNeeded(error);
}

/** Polls until the project is gone or the person is signed out: every further read would answer the same. */
export function projectFollowInterval(query: Pick<Query<Project>, "state">): number | false {
  return stopsFollowing(query.state.error) ? false : PROJECT_FOLLOW_MS;
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
    const refetch = () => {
      if (stopsFollowing(queryClient.getQueryState(projectKeys.one(id))?.error)) return;
      void queryClient.refetchQueries(
        { queryKey: projectKeys.one(id), exact: true, type: "active" },
        { cancelRefetch: false },
      );
    };
    window.addEventListener("focus", refetch);
    return () => window.removeEventListener("focus", refetch);
  }, [queryClient, id, enabled]);
  const project = useQuery({
    queryKey: projectKeys.one(id),
    queryFn: () => fetchProject(id),
    enabled,
    refetchInterval: projectFollowInterval,
    refetchOnWindowFocus: (query) => (stopsFollowing(query.state.error) ? false : "always"),
  });
  // A new role changes the collaborators' badges and the activity; a new `updatedAt` or texture count
  // means another member uploaded or a conversion ended elsewhere, which the activity, stats and files
  // show too (only "Total textures" moved until a reload): read what hangs off the project again.
  const version = projectVersion(project.data);
  const lastVersion = useRef(version);
  useEffect(() => {
    if (lastVersion.current !== undefined && version !== undefined && version !== lastVersion.current) {
      void queryClient.invalidateQueries(
        { predicate: (query) => isPartOfProject(query.queryKey, id) },
        // Each observer of the project (page, badge, notice) runs this: join a re-read under way, do not restart it.
        { cancelRefetch: false },
      );
    }
    if (version !== undefined) lastVersion.current = version;
  }, [queryClient, id, version]);
  return project;
}

/**
 * What the parts of a project (activity, stats, files, shares) depend on, as the project's own read
 * tells it: the caller's role, and `updatedAt` and the texture count, which the API moves on every
 * upload, file change and finished conversion. Undefined until the project is read.
 */
export function projectVersion(project: Pick<Project, "role" | "updatedAt" | "textureCount"> | undefined) {
  return project && `${project.role ?? ""}|${project.updatedAt}|${project.textureCount}`;
}

/** `["projects", id, ...]` below the project itself (its files, shares, activity...). */
export function isPartOfProject(queryKey: readonly unknown[], id: number): boolean {
  return queryKey.length > 2 && queryKey[0] === projectKeys.all[0] && queryKey[1] === id;
}
