/**
 * A file another tool (the Library) hands to the editor, which opens it when it next mounts. Sections
 * mount one at a time, so a one-slot box read once is enough; it never outlives the page.
 */
let pending: File | null = null;

export function sendToEditor(file: File): void {
  pending = file;
}

/** The waiting file, once: the box is emptied as it is read. */
export function takeEditorFile(): File | null {
  const file = pending;
  pending = null;
  return file;
}
