/**
 * The Library item an editor document came from or was last saved as; Save Texture updates it. The
 * editor store keeps one per document (`useEditorState().link`).
 */
export interface LibraryLink {
  id: number;
  fileName: string;
}
