import type { LibraryLink } from "./library-link";

/** A file handed to the editor, with the Library item it came from (Save Texture then updates that item). */
export interface HandedTexture {
  file: File;
  from: LibraryLink | null;
}

/**
 * A file another tool (the Library) hands to the editor, which opens it when it next mounts. Sections
 * mount one at a time, so a one-slot box read once is enough; it never outlives the page.
 */
let pending: HandedTexture | null = null;

export function sendToEditor(file: File, from: LibraryLink | null = null): void {
  pending = { file, from };
}

/** The waiting file, once: the box is emptied as it is read. */
export function takeEditorFile(): HandedTexture | null {
  const handed = pending;
  pending = null;
  return handed;
}
