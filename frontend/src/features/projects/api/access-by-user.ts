import { useMemo } from "react";
import { useProjectShares } from "./sharing";
import type { ProjectShare } from "./types";

/**
 * Who already has access to a project, keyed by user id as a string: friend lists and shares do not agree
 * on whether an id is a number or a string, and the pickers look people up by the string.
 */
export function accessByUser(shares: readonly ProjectShare[]): Map<string, ProjectShare["permission"]> {
  return new Map(shares.map((share) => [String(share.sharedWithUserId), share.permission]));
}

/**
 * The share pickers' "already has access" map (sharing again with another permission changes someone's
 * role, so the pickers say theirs). Empty until the project's shares have loaded.
 */
export function useAccessByUser(projectId: number, enabled = true): Map<string, ProjectShare["permission"]> {
  const shares = useProjectShares(projectId, enabled);
  return useMemo(() => accessByUser(shares.data ?? []), [shares.data]);
}
