import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "../../../lib/api-client";
import { saveBlob } from "../../../lib/download";
import { projectKeys } from "./keys";
import type { ProjectFile } from "./types";

/** GET /api/projects/{id}/files/{fileId}/content, saved under the file's own name (anyone who can view). */
export async function downloadProjectFile(projectId: number, file: Pick<ProjectFile, "id" | "name">): Promise<void> {
  const response = await apiRequest(`/api/projects/${projectId}/files/${file.id}/content`);
  saveBlob(await response.blob(), file.name);
}

export function useDownloadProjectFile(projectId: number) {
  return useMutation({ mutationFn: (file: ProjectFile) => downloadProjectFile(projectId, file) });
}

/**
 * DELETE /api/projects/{id}/files/{fileId} (edit role) for each file in turn: a texture goes with its
 * `_n`/`_s` maps, maps first, so a failure part-way leaves the base, which still lists what remains.
 * Everything under the project's key is refreshed, even after a failure (some files may have gone): its
 * files, stats, issues and activity, and the project itself (its texture count), plus the list. The
 * refresh is not awaited: it removes the card or panel that asked, and a caller's own onSuccess (its
 * toast) only runs while that caller is still on the page.
 */
export function useDeleteProjectFiles(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: ProjectFile[]) => {
      for (const file of files) {
        await apiJson<unknown>(`/api/projects/${projectId}/files/${file.id}`, { method: "DELETE" });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    },
  });
}
