/**
 * The project file an editor document came from: Save Texture writes the edited PNG back to its path
 * (`POST /api/projects/{id}/files` replaces the file there). The editor store keeps one per document
 * (`useEditorState().project`), beside any Library link.
 */
export interface ProjectLink {
  projectId: number;
  projectName: string;
  /** The file's path in the project, which the save writes to. */
  path: string;
  /** Its last segment, as the card and the toast name it. */
  fileName: string;
}

/**
 * Whether a project file may be opened to be saved back. Only PNG: the editor always writes PNG, and a PNG
 * written back under a `.jpg` or `.tga` path would be stored as PNG bytes behind a name that says otherwise.
 */
export const isEditableProjectFile = (fileName: string): boolean => /\.png$/i.test(fileName);
