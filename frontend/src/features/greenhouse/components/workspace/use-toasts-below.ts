import { type RefObject, useLayoutEffect } from "react";

/**
 * Publishes where `element` starts (its top, in viewport pixels) as `--toasts-top` on the document
 * while it is mounted, so the page's toasts (rendered by the app's provider, outside the workspace)
 * drop in below the workspace's header and section tabs rather than over them. The element is the
 * panel layout: it changes size whenever the window or anything above it does, which is when its top
 * can move.
 */
export function useToastsBelow(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty("--toasts-top", `${Math.round(target.getBoundingClientRect().top)}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toasts-top");
    };
  }, [element]);
}
