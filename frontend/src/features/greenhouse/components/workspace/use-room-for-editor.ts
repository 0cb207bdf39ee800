import { type RefObject, useCallback, useEffect } from "react";
import type { PanelImperativeHandle } from "react-resizable-panels";
import { readStored, storageKeys, writeStored } from "../../../../lib/storage";
import type { SectionId } from "../../lib/sections";

/** Under this window height the bottom panel left the editor's stage about 250 px (at 1280x800). */
export const EDITOR_SHORT_SCREEN = 900;

/** Session storage values: the workspace folded the panel for the editor, or the person keeps it open. */
type BottomForEditor = "folded" | "kept";

/**
 * Folds the bottom panel (Progress, Batch, Validation) while the Editor is open on a short screen, so
 * the canvas gets the height, and unfolds it on leaving the Editor. A person who opens or closes the
 * panel themselves has chosen: the workspace stops folding it for the rest of the session. The marker
 * lives in session storage because the fold itself is saved with the layout, so a reload in the
 * Editor still knows to give the panel back.
 * Returns what the panel toggle calls when the person uses it.
 */
export function useRoomForEditor(section: SectionId, bottom: RefObject<PanelImperativeHandle | null>) {
  useEffect(() => {
    const panel = bottom.current;
    if (!panel) return;
    const marker = readStored("session", storageKeys.bottomForEditor) as BottomForEditor | null;
    if (section === "editor") {
      if (marker === null && window.innerHeight < EDITOR_SHORT_SCREEN && !panel.isCollapsed()) {
        panel.collapse();
        writeStored("session", storageKeys.bottomForEditor, "folded");
      }
    } else if (marker === "folded") {
      clearMarker();
      if (panel.isCollapsed()) panel.expand();
    }
  }, [section, bottom]);

  return useCallback(() => {
    if (section === "editor") writeStored("session", storageKeys.bottomForEditor, "kept" satisfies BottomForEditor);
    else clearMarker();
  }, [section]);
}

function clearMarker() {
  try {
    window.sessionStorage.removeItem(storageKeys.bottomForEditor);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
