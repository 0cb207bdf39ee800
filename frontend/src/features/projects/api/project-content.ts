import { useQuery } from "@tanstack/react-query";
import { apiJson, apiRequest, listFrom } from "../../../lib/api-client";
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

/** Downloads the project as a LabPBR pack; the export settings become query parameters. */
export async function downloadProjectPack(projectId: number, settings: ExportSettings): Promise<Blob> {
  const query = new URLSearchParams({
    normal: String(settings.includeNormal),
    specular: String(settings.includeSpecular),
    height: String(settings.generateHeight),
  });
  const response = await apiRequest(`/api/projects/${projectId}/download?${query}`);
  return response.blob();
}
