import { apiRequest } from "../../../lib/api-client";
import type { ProjectLink } from "../lib/project-link";

/**
 * A project file's bytes as a File (GET /api/projects/{id}/files/{fileId}/content), for the editor. A
 * write-back keeps the file's id, so the address carries the file's modification time as well as the
 * server's revalidation (no-cache, ETag): Edit right after a save opens the saved picture.
 */
export async function projectTextureFile(
  projectId: number,
  file: { id: number | string; name: string; lastModified?: string },
): Promise<File> {
  const version = file.lastModified ? `?v=${encodeURIComponent(file.lastModified)}` : "";
  const response = await apiRequest(`/api/projects/${projectId}/files/${file.id}/content${version}`);
  return new File([await response.blob()], file.name, { type: "image/png" });
}

/** The link a project texture opens with: Save Texture writes back to this path of this project. */
export function projectLinkOf(
  project: { id: number; name: string },
  file: { name: string; path: string },
): ProjectLink {
  return { projectId: project.id, projectName: project.name, path: file.path, fileName: file.name };
}
