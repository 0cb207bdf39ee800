import { ComingNext } from "../workspace/ComingNext";

/** The Editor section of the workspace. */
export function EditorSection() {
  return <ComingNext section="editor" label="Editor" />;
}
