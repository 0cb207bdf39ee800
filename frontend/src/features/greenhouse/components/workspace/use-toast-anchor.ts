import { type RefObject, useLayoutEffect } from "react";

/** Narrower than this, the Preview panel counts as hidden and toasts fall back to the top right. */
const MIN_PANEL_WIDTH = 160;

/**
 * The highest a toast's top may be, from the window's top: the preview's canvas (or 3D block) as far as
 * the panel shows it, so a toast never covers the picture. Scrolled out of sight above, the panel's top.
 */
function canvasFloor(preview: HTMLElement, scroller: HTMLElement | null | undefined, panel: DOMRect): number {
  const shown = scroller?.getBoundingClientRect() ?? panel;
  const picture = [...preview.querySelectorAll<HTMLElement>(".gh-canvas-wrap")]
    .map((wrap) => wrap.getBoundingClientRect())
    .find((box) => box.height > 0);
  if (!picture) return shown.top;
  return Math.min(Math.max(picture.bottom, shown.top), shown.bottom);
}

/**
 * Publishes where the page's toasts go while `element` (the panel layout) is mounted: in the Preview
 * panel's column, from the strip under its canvas (caption and pixel readout) down over the empty right
 * end of the bottom panel's tab row, so even a short window leaves the canvas above them. At the
 * panel's top they covered its map tabs, channel view and zoom buttons, the controls wanted right after
 * a conversion. The toasts are rendered by the app's provider, outside the workspace, hence custom
 * properties on the document: `--toasts-bottom` is the tab row's bottom (the Preview panel's when the
 * bottom panel is collapsed) and `--toasts-right` the panel's right edge, both from the window's edge,
 * `--toasts-width` the panel's width, `--toasts-floor` the canvas's bottom (`canvasFloor`), and
 * `data-toasts="preview"` says they are set. A toast sits at the bottom of that room; taller than the
 * room (a 1024x768 window, where the canvas keeps its 8rem and the strip under it is scrolled away), it
 * hangs from the canvas's bottom edge instead of covering it. With the Preview
 * panel collapsed, `--toasts-top` (where the layout starts) keeps them under the header and section
 * tabs. The layout changes size whenever the window or anything above it does; the panels whenever a
 * separator moves or one is collapsed.
 */
export function useToastAnchor(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    const preview = target.querySelector<HTMLElement>("[data-panel]#preview");
    const bottomTabs = target.querySelector<HTMLElement>("[data-panel]#bottom .gh-bottom-tabs");
    const scroller = preview?.querySelector<HTMLElement>(".gh-side-scroll");
    const place = () => {
      root.style.setProperty("--toasts-top", `${Math.round(target.getBoundingClientRect().top)}px`);
      const panel = preview?.getBoundingClientRect();
      if (preview && panel && panel.width >= MIN_PANEL_WIDTH) {
        const tabs = bottomTabs?.getBoundingClientRect();
        const bottom = tabs && tabs.height > 0 && tabs.top >= panel.bottom ? tabs.bottom : panel.bottom;
        root.style.setProperty("--toasts-bottom", `${Math.round(window.innerHeight - bottom)}px`);
        root.style.setProperty("--toasts-right", `${Math.round(window.innerWidth - panel.right)}px`);
        root.style.setProperty("--toasts-width", `${Math.round(panel.width)}px`);
        root.style.setProperty("--toasts-floor", `${Math.ceil(canvasFloor(preview, scroller, panel))}px`);
        root.dataset.toasts = "preview";
      } else {
        for (const name of ["--toasts-bottom", "--toasts-right", "--toasts-width", "--toasts-floor"]) {
          root.style.removeProperty(name);
        }
        delete root.dataset.toasts;
      }
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(target);
    if (preview) observer.observe(preview);
    if (bottomTabs) observer.observe(bottomTabs);
    // The canvas moves without the panel resizing: the previewer grows past a short panel when map tabs
    // or animation controls appear (its canvas keeps a minimum size), and the panel scrolls.
    const fill = preview?.querySelector<HTMLElement>(".gh-preview-fill");
    const cell = preview?.querySelector<HTMLElement>(".gh-canvas-cell");
    if (fill) observer.observe(fill);
    if (cell) observer.observe(cell);
    scroller?.addEventListener("scroll", place, { passive: true });
    return () => {
      observer.disconnect();
      scroller?.removeEventListener("scroll", place);
      for (const name of ["--toasts-top", "--toasts-bottom", "--toasts-right", "--toasts-width", "--toasts-floor"]) {
        root.style.removeProperty(name);
      }
      delete root.dataset.toasts;
    };
  }, [element]);
}
