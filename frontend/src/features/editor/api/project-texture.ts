import { apiRequest } from "../../../lib/api-client";
import type { ProjectLink } from "../lib/project-link";

/** A project file's bytes as a File (GET /api/projects/{id}/files/{fileId}/content), for the editor. */
export async function projectTextureFile(projectId: number, fileId: number | string, fileName: string): Promise<File> {
  const response = await apiRequest(`/api/projects/${projectId}/files/${fileId}/content`);
  return new File([await response.blob()], fileName, { type: "image/png" });
}

/** The link a project texture opens with: Save Texture writes back to this path of this project. */
export function projectLinkOf(
  project: { id: number; name: string },
  file: { name: string; path: string },
): ProjectLink {
  return { projectId: project.id, projectName: project.name, path: file.path, fileName: file.name };
}
