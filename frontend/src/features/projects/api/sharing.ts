import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, itemFrom, listFrom } from "../../../lib/api-client";
import type { SharedPerson } from "../lib/share-outcome";
import { projectKeys } from "./keys";
import type { DiscordFriend, Invite, ProjectShare } from "./types";

/**
 * After a share, a role change, a removal or an invite: the server has written a line to the project's
 * Recent activity too, so that list is refetched along with the people (it used to wait for a reload).
 */
export function refreshAfterSharing(queryClient: QueryClient, projectId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.shares(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
  ]).then(() => undefined);
}

export function useProjectShares(projectId: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.shares(projectId),
    queryFn: async () => listFrom<ProjectShare>(await apiJson<unknown>(`/api/projects/${projectId}/shares`), "shares"),
    enabled,
  });
}

export interface FriendsList {
  friends: DiscordFriend[];
  /** The API's explanation of where the list comes from (Discord gives apps no friend list). */
  note?: string;
}

export function useFriends(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.friends,
    enabled,
    queryFn: async (): Promise<FriendsList> => {
      const body = await apiJson<unknown>("/api/discord/friends");
      const note =
        typeof body === "object" && body !== null && !Array.isArray(body)
          ? ((body as { note?: unknown; source?: unknown }).note ?? (body as { source?: unknown }).source)
          : undefined;
      return { friends: listFrom<DiscordFriend>(body, "friends"), note: typeof note === "string" ? note : undefined };
    },
  });
}

export interface ShareInput {
  projectId: number;
  userIds: (number | string)[];
  permission: "view" | "edit";
  message?: string;
}

/** Shares, or changes the role of people already on the project; answers who had which role before. */
export function useShareProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShareInput): Promise<SharedPerson[]> => {
      const body = await apiJson<unknown>("/api/projects/share", {
        method: "POST",
        json: { ...input, message: input.message?.trim() || undefined },
      });
      return listFrom<ProjectShare>(body, "shares").map((share) => ({
        username: shareName(share),
        previousPermission: share.previousPermission ?? null,
      }));
    },
    onSuccess: (_result, input) => refreshAfterSharing(queryClient, input.projectId),
  });
}

/**
 * The owner's role control on a collaborator's row sends the form's share request for that one person:
 * the API changes the role of someone already on the project. Null when the role is already that.
 */
export function roleChangeInput(share: ProjectShare, permission: ShareInput["permission"]): ShareInput | null {
  if (share.permission === permission) return null;
  return { projectId: share.projectId, userIds: [share.sharedWithUserId], permission };
}

/** The name a share is shown under. */
export const shareName = (share: ProjectShare) =>
  share.user?.username ?? share.username ?? `User ${share.sharedWithUserId}`;

/**
 * DELETE /api/projects/shares/{id}: the server also revokes the project's invite links (so the removed
 * person cannot rejoin through one), so the owner's invite panel is left with no link.
 */
export function useRemoveShare(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => apiJson<unknown>(`/api/projects/shares/${shareId}`, { method: "DELETE" }),
    onSuccess: () => {
      queryClient.setQueryData(projectKeys.invite(projectId), null);
      return refreshAfterSharing(queryClient, projectId);
    },
  });
}

/** The detail page's invite: POST /api/projects/invite with the page's 168 hours (7 days). */
export function useCreateInvite(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      itemFrom<Invite>(
        await apiJson<unknown>("/api/projects/invite", { method: "POST", json: { projectId, expiresInHours: 168 } }),
        "invite",
      ),
    onSuccess: (invite) => {
      queryClient.setQueryData(projectKeys.invite(projectId), { ...invite, usedCount: 0 });
      return queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) });
    },
  });
}

/**
 * GET /api/projects/{id}/invite (owners only): the newest link that still works, with how often it was
 * used; null when there is none (the API's `{ invite: null }`).
 */
export function useActiveInvite(projectId: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.invite(projectId),
    enabled,
    queryFn: async () => activeInviteFrom(await apiJson<unknown>(`/api/projects/${projectId}/invite`)),
  });
}

/** The active invite in GET /invite's answer: the invite's own fields, or `{ invite: null }` for none. */
export function activeInviteFrom(body: unknown): Invite | null {
  if (typeof body !== "object" || body === null) return null;
  if ("invite" in body && body.invite === null) return null;
  return itemFrom<Invite>(body, "invite");
}

/** DELETE /api/projects/{id}/invite: every link to the project stops working. */
export function useRevokeInvite(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>(`/api/projects/${projectId}/invite`, { method: "DELETE" }),
    onSuccess: () => {
      queryClient.setQueryData(projectKeys.invite(projectId), null);
      return queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) });
    },
  });
}

/** "Used 3 times" for an invite's use count. */
export function inviteUseText(usedCount: number | undefined): string {
  const count = usedCount ?? 0;
  if (count === 0) return "Not used yet";
  return count === 1 ? "Used once" : `Used ${count} times`;
}

/** The absolute link people paste: `<origin>/join/<code>` even when the API answers with a path. */
export function inviteLink(invite: Invite, origin = window.location.origin): string {
  if (invite.inviteUrl && /^https?:\/\//.test(invite.inviteUrl)) return invite.inviteUrl;
  return `${origin}${invite.inviteUrl?.startsWith("/") ? invite.inviteUrl : `/join/${invite.inviteCode}`}`;
}
