import { useCallback } from "react";

/** The custom property the page's bottom padding reads (styles-chrome.css, `.page`). */
const clearanceProperty = "--overlay-clearance";
/** The custom property the install card's bottom reads, to stand above the row (styles-chrome.css). */
const rowClearanceProperty = "--overlay-row-clearance";

/**
 * Where an overlay floats: in the bottom row (the job card, beside the upload button), or stacked above
 * that row (the install card), which moves up when the row grows.
 */
export type OverlayPlace = "row" | "above-row";

interface MountedOverlay {
  place: OverlayPlace;
  /** How far its top edge sits above the bottom of the viewport, in px. */
  clearance: number;
  measure(): void;
}

/** Each mounted overlay; the page clears the tallest, so two overlays cannot undo each other. */
const overlays = new Map<HTMLElement, MountedOverlay>();
let publishedRow: number | undefined;

const highest = (values: number[]) => (values.length === 0 ? undefined : Math.max(...values));

function setProperty(name: string, px: number | undefined) {
  const root = document.documentElement;
  if (px === undefined) root.style.removeProperty(name);
  else root.style.setProperty(name, `${px}px`);
}

function publish() {
  const mounted = [...overlays.values()];
  const row = highest(mounted.filter((overlay) => overlay.place === "row").map((overlay) => overlay.clearance));
  setProperty(rowClearanceProperty, row);
  if (row !== publishedRow) {
    publishedRow = row;
    // Overlays stacked above the row moved with it, which no ResizeObserver reports: measure them again.
    for (const overlay of mounted) if (overlay.place === "above-row") overlay.measure();
  }
  setProperty(clearanceProperty, highest([...overlays.values()].map((overlay) => overlay.clearance)));
}

/**
 * A ref for a fixed overlay at the bottom of the screen: while it is mounted, the root's
 * `--overlay-clearance` says how far the highest such overlay's top edge sits above the bottom of the
 * viewport, and the page pads its end by that much. Without it the last content of a page (Home's last
 * tile, a project's last activity) lay under the floating job card with no way to scroll it clear. The
 * height is measured, not assumed, because the card grows when a Download button or an error appears;
 * it is kept per overlay because the job card and the install card can float at once, and one leaving
 * must not drop the room the other still needs.
 *
 * A `row` overlay also sets `--overlay-row-clearance`, the top of the bottom row, which an `above-row`
 * overlay stands on: the install card used to float at the job card's place, over its Download (and on
 * a phone over the upload button and the job pill).
 */
export function useOverlayClearance(
  place: OverlayPlace = "row",
): (overlay: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (overlay: HTMLElement | null) => {
      if (!overlay) return undefined;
      const measure = () => {
        const clearance = Math.max(0, Math.ceil(window.innerHeight - overlay.getBoundingClientRect().top));
        overlays.set(overlay, { place, clearance, measure });
        publish();
      };
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(overlay);
      window.addEventListener("resize", measure);
      return () => {
        observer.disconnect();
        window.removeEventListener("resize", measure);
        overlays.delete(overlay);
        publish();
      };
    },
    [place],
  );
}
