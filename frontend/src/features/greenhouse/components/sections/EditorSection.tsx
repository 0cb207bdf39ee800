import { TextureEditor } from "../../../editor/components/TextureEditor";

/** The Editor section of the workspace: the pixel texture editor (features/editor). */
export function EditorSection() {
  return <TextureEditor />;
}
