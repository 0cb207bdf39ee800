import { useQuery } from "@tanstack/react-query";
import { apiJson, listFrom } from "../../../lib/api-client";
import { projectKeys } from "./keys";
import type { ActivityItem, ProjectFile } from "./types";

export function useProjectFiles(projectId: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.files(projectId),
    queryFn: async () => listFrom<ProjectFile>(await apiJson<unknown>(`/api/projects/${projectId}/files`), "files"),
    enabled,
  });
}

/** Recent activity; an API without the endpoint yet simply shows the empty state. */
export function useProjectActivity(projectId: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.activity(projectId),
    queryFn: async () =>
      listFrom<ActivityItem>(await apiJson<unknown>(`/api/projects/${projectId}/activity`), "activity"),
    enabled,
  });
}

export interface ExportSettings {
  includeNormal: boolean;
  includeSpecular: boolean;
  generateHeight: boolean;
}

export const defaultExportSettings: ExportSettings = {
  includeNormal: true,
  includeSpecular: true,
  generateHeight: false,
};
