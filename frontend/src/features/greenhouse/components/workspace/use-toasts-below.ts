import { type RefObject, useLayoutEffect } from "react";

/** Narrower than this, the Preview panel counts as hidden and toasts fall back to their own width. */
const MIN_PANEL_WIDTH = 160;

/**
 * Publishes where the page's toasts go while `element` (the panel layout) is mounted: `--toasts-top`
 * is where the layout starts, so toasts drop in below the workspace's header and section tabs, and
 * `--toasts-left` is where the Preview panel starts, so they stay over that panel rather than over the
 * centre panel's form and its buttons. The toasts are rendered by the app's provider, outside the
 * workspace, hence custom properties on the document. The layout changes size whenever the window or
 * anything above it does; the Preview panel whenever a separator moves or it is collapsed.
 */
export function useToastsBelow(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    const preview = target.querySelector<HTMLElement>("[data-panel]#preview");
    const place = () => {
      root.style.setProperty("--toasts-top", `${Math.round(target.getBoundingClientRect().top)}px`);
      const panel = preview?.getBoundingClientRect();
      if (panel && panel.width >= MIN_PANEL_WIDTH)
        root.style.setProperty("--toasts-left", `${Math.round(panel.left)}px`);
      else root.style.removeProperty("--toasts-left");
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(target);
    if (preview) observer.observe(preview);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toasts-top");
      root.style.removeProperty("--toasts-left");
    };
  }, [element]);
}
