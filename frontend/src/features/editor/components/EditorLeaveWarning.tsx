import { useLeaveWarning } from "../../../lib/leave-warning";
import { useEditorUnsaved } from "../hooks/use-editor-state";

/**
 * Asks before the tab is closed or reloaded while the editor holds strokes made since the last Save,
 * Export or Open. Mounted by the Greenhouse page, not the editor: the drawing lives in a module store
 * and survives a switch to Templates or Convert, so the warning has to outlive the Editor section too.
 */
export function EditorLeaveWarning() {
  useLeaveWarning(useEditorUnsaved());
  return null;
}
