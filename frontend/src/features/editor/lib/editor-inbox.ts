import type { LibraryLink } from "./library-link";
import type { ProjectLink } from "./project-link";

/**
 * A file handed to the editor, with the Library item or project file it came from (Save Texture then
 * updates that item, or writes back to that file).
 */
export interface HandedTexture {
  file: File;
  from: LibraryLink | null;
  project: ProjectLink | null;
}

/**
 * A file another tool (the Library, a project's texture card) hands to the editor, which opens it when it next mounts. Sections
 * mount one at a time, so a one-slot box read once is enough; it never outlives the page.
 */
let pending: HandedTexture | null = null;

export function sendToEditor(file: File, from: LibraryLink | null = null): void {
  pending = { file, from, project: null };
}

/** A project's texture, which Save Texture writes back to the same file of the project. */
export function sendProjectFileToEditor(file: File, project: ProjectLink): void {
  pending = { file, from: null, project };
}

/** The waiting file, once: the box is emptied as it is read. */
export function takeEditorFile(): HandedTexture | null {
  const handed = pending;
  pending = null;
  return handed;
}
