import { useCallback } from "react";

/** The custom property the page's bottom padding reads (styles-chrome.css, `.page`). */
const clearanceProperty = "--overlay-clearance";

/** Each mounted overlay's clearance; the page clears the tallest, so two overlays cannot undo each other. */
const clearances = new Map<HTMLElement, number>();

function publish() {
  const root = document.documentElement;
  if (clearances.size === 0) root.style.removeProperty(clearanceProperty);
  else root.style.setProperty(clearanceProperty, `${Math.max(...clearances.values())}px`);
}

/**
 * A ref for a fixed overlay at the bottom of the screen: while it is mounted, the root's
 * `--overlay-clearance` says how far the highest such overlay's top edge sits above the bottom of the
 * viewport, and the page pads its end by that much. Without it the last content of a page (Home's last
 * tile, a project's last activity) lay under the floating job card with no way to scroll it clear. The
 * height is measured, not assumed, because the card grows when a Download button or an error appears;
 * it is kept per overlay because the job card and the install card can float at once, and one leaving
 * must not drop the room the other still needs.
 */
export function useOverlayClearance(): (overlay: HTMLElement | null) => (() => void) | undefined {
  return useCallback((overlay: HTMLElement | null) => {
    if (!overlay) return undefined;
    const measure = () => {
      clearances.set(overlay, Math.max(0, Math.ceil(window.innerHeight - overlay.getBoundingClientRect().top)));
      publish();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(overlay);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      clearances.delete(overlay);
      publish();
    };
  }, []);
}
