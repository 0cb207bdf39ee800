import { apiJson } from "../../../lib/api-client";
import type { ProjectLink } from "../lib/project-link";

/** What the project said: the file at the path was replaced, or added because it was gone meanwhile. */
export interface ProjectSaveOutcome {
  replaced: boolean;
}

/** The upload form for a write-back: the PNG under the file's own name, at the file's own path. */
export function projectSaveForm(link: ProjectLink, png: Uint8Array): FormData {
  const form = new FormData();
  form.append("file", new File([png as BlobPart], link.fileName, { type: "image/png" }));
  form.append("path", link.path);
  return form;
}

/**
 * Writes the editor's PNG back to the project file it came from: `POST /api/projects/{id}/files` with
 * the same path replaces the file there (200 {replaced: true}); a file deleted meanwhile is added again
 * (201 {replaced: false}), which the toast then says.
 */
export async function saveToProject(link: ProjectLink, png: Uint8Array): Promise<ProjectSaveOutcome> {
  const answer = await apiJson<{ replaced?: boolean }>(`/api/projects/${link.projectId}/files`, {
    method: "POST",
    form: projectSaveForm(link, png),
  });
  return { replaced: answer.replaced === true };
}

/** The toast for a write-back, naming the project. */
export function projectSavedToast(link: ProjectLink, outcome: ProjectSaveOutcome) {
  return outcome.replaced
    ? { title: "Texture updated", description: `Updated ${link.fileName} in ${link.projectName}.` }
    : {
        title: "Texture added back",
        description: `${link.fileName} was no longer in ${link.projectName}, so it was added again.`,
      };
}
