import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { projectKeys } from "./keys";
import type { Project } from "./types";

/**
 * A collaborator leaves by deleting their own share (DELETE /api/projects/shares/{id}). The project's
 * cached queries are marked stale without refetching (its open page would flash "Project Not Found"
 * before the caller navigates away), so coming back to it asks the server again.
 */
export function useLeaveProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => apiJson<unknown>(`/api/projects/shares/${shareId}`, { method: "DELETE" }),
    onSuccess: () => {
      // The list is shown next, before its refetch answers: it must not offer the project again.
      queryClient.setQueryData<Project[]>(projectKeys.all, (list) => list?.filter((item) => item.id !== projectId));
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), refetchType: "none" });
      return queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    },
  });
}
