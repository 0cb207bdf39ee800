import { useEffect } from "react";

/**
 * Asks the browser to confirm before the tab is closed or reloaded while `unsaved` holds: work that
 * lives only in this page (an editor's strokes, AI results not yet saved) would be lost. Browsers show
 * their own wording; the text cannot be chosen.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
