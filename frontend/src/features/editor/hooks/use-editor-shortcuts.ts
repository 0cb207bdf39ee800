import { useEffect } from "react";
import { editorTools } from "../lib/tools";
import type { EditorState } from "./use-editor-state";

/** Typing in a field must not undo a stroke or switch tools. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  return (
    target.tagName === "INPUT" &&
    !["range", "checkbox", "radio", "button", "color"].includes((target as HTMLInputElement).type)
  );
}

/** A dialog's own markup, across the ways it can be written: an ARIA role or the native element. */
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog';
/** Open modals: flagged by aria-modal, the native modal dialog, or ours (Radix marks an open one's state). */
const OPEN_MODAL = '[aria-modal="true"], dialog:modal, [role="dialog"][data-state="open"], [role="alertdialog"]';

/**
 * Keys pressed in a dialog (Support, a confirmation) belong to it: with a modal open the editor behind
 * it must not undo, switch tools, zoom or toggle the grid unseen.
 */
function underDialog(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest(DIALOG)) return true;
  return document.querySelector(OPEN_MODAL) !== null;
}

/**
 * Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo (Cmd on macOS), and single-letter tool keys (B, E, I, R, C,
 * G for the grid, + and - to zoom) while the editor is on screen, except while typing in a field or
 * while a modal dialog is open.
 */
export function useEditorShortcuts({ actions }: Pick<EditorState, "actions">): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target) || underDialog(event.target) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (event.ctrlKey || event.metaKey) {
        if (key === "z" && !event.shiftKey) actions.undo();
        else if ((key === "z" && event.shiftKey) || key === "y") actions.redo();
        else return;
        event.preventDefault();
        return;
      }
      const tool = editorTools.find((candidate) => candidate.key === key);
      if (tool) actions.setTool(tool.id);
      else if (key === "g") actions.toggleGrid();
      else if (key === "+" || key === "=") actions.zoomIn();
      else if (key === "-") actions.zoomOut();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [actions]);
}
