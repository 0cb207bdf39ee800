import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, itemFrom } from "../../../lib/api-client";
import { projectKeys } from "../../projects/api/keys";
import type { Invite } from "../../projects/api/types";

/** Link lifetimes the API accepts (hours), with their labels. */
export const inviteLifetimes = [
  { hours: 1, label: "1 hour" },
  { hours: 6, label: "6 hours" },
  { hours: 24, label: "24 hours" },
  { hours: 72, label: "3 days" },
  { hours: 168, label: "1 week" },
] as const;

/** POST /api/projects/{id}/invite with the chosen lifetime (owners only; the server checks). */
export function useCreateTimedInvite(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (expiresInHours: number) =>
      itemFrom<Invite>(
        await apiJson<unknown>(`/api/projects/${projectId}/invite`, { method: "POST", json: { expiresInHours } }),
        "invite",
      ),
    onSuccess: (invite) => {
      queryClient.setQueryData(projectKeys.invite(projectId), { ...invite, usedCount: 0 });
      // The server logs the new link in Recent activity, which the dashboard shows beside this dialog.
      return queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) });
    },
  });
}
