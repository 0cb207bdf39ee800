import { useCallback } from "react";

/** The custom property the page's bottom padding reads (styles-chrome.css, `.page`). */
const clearanceProperty = "--overlay-clearance";

/**
 * A ref for a fixed overlay at the bottom of the screen: while it is mounted, the root's
 * `--overlay-clearance` says how far its top edge sits above the bottom of the viewport, and the page
 * pads its end by that much. Without it the last content of a page (Home's last tile, a project's last
 * activity) lay under the floating job card with no way to scroll it clear. The height is measured,
 * not assumed, because the card grows when a Download button or an error appears.
 */
export function useOverlayClearance(): (overlay: HTMLElement | null) => (() => void) | undefined {
  return useCallback((overlay: HTMLElement | null) => {
    if (!overlay) return undefined;
    const root = document.documentElement;
    const measure = () => {
      const clearance = Math.max(0, Math.ceil(window.innerHeight - overlay.getBoundingClientRect().top));
      root.style.setProperty(clearanceProperty, `${clearance}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(overlay);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty(clearanceProperty);
    };
  }, []);
}
