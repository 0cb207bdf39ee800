import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { type StageView, scrollKeeping, texelUnder, type ViewPoint } from "../lib/view";

/** Wheel travel (CSS px) per zoom step: one mouse-wheel notch, or a few frames of a trackpad pinch. */
const WHEEL_STEP = 60;

/**
 * Zooming keeps a point of the stage on the same texel: the view centre for the buttons and keys, the
 * pointer for Ctrl/Cmd + wheel (and trackpad pinch, which the browser sends as such). Without it the
 * stage, scrolled to its origin, jumps to the texture's top-left corner on every zoom in. Another
 * document (an Open, New, or Undo across one) starts at its top-left corner instead: kept centred, an
 * animation strip opened in the middle of its frames.
 */
export function useZoomAnchor(
  stage: RefObject<HTMLDivElement | null>,
  surface: RefObject<HTMLDivElement | null>,
  scale: number,
  onZoom: (direction: "in" | "out") => void,
  doc: number,
) {
  const last = useRef<StageView | null>(null);
  const pointer = useRef<ViewPoint | null>(null);
  const shownDoc = useRef(doc);

  const measure = (): StageView | null => {
    const box = stage.current;
    const texture = surface.current;
    if (!box || !texture) return null;
    const outer = box.getBoundingClientRect();
    const inner = texture.getBoundingClientRect();
    const scroll = { x: box.scrollLeft, y: box.scrollTop };
    return {
      scroll,
      surface: {
        x: inner.left - outer.left - box.clientLeft + scroll.x,
        y: inner.top - outer.top - box.clientTop + scroll.y,
      },
      scale,
    };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the scale or document changes; measure reads the DOM.
  useLayoutEffect(() => {
    const box = stage.current;
    const before = last.current;
    const now = measure();
    if (box && shownDoc.current !== doc) {
      shownDoc.current = doc;
      box.scrollLeft = 0;
      box.scrollTop = 0;
    } else if (box && before && now && before.scale !== scale) {
      const at = pointer.current ?? { x: box.clientWidth / 2, y: box.clientHeight / 2 };
      const next = scrollKeeping(texelUnder(before, at), at, now.surface, scale);
      box.scrollLeft = next.x;
      box.scrollTop = next.y;
    }
    pointer.current = null;
    last.current = measure();
  }, [scale, doc]);

  // React's wheel listener is passive, and Ctrl + wheel must not also zoom the whole page.
  const zoom = useRef(onZoom);
  zoom.current = onZoom;
  useEffect(() => {
    const box = stage.current;
    if (!box) return;
    let travel = 0;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      travel += event.deltaMode === WheelEvent.DOM_DELTA_PIXEL ? event.deltaY : event.deltaY * WHEEL_STEP;
      if (Math.abs(travel) < WHEEL_STEP) return;
      const outer = box.getBoundingClientRect();
      pointer.current = {
        x: event.clientX - outer.left - box.clientLeft,
        y: event.clientY - outer.top - box.clientTop,
      };
      zoom.current(travel < 0 ? "in" : "out");
      travel = 0;
      // At a zoom limit nothing re-renders; the next button zoom must centre, not use this pointer.
      requestAnimationFrame(() => {
        pointer.current = null;
      });
    };
    box.addEventListener("wheel", onWheel, { passive: false });
    return () => box.removeEventListener("wheel", onWheel);
  }, [stage]);

  /** Keep `last` current as the user scrolls, so the next zoom starts from what is on screen. */
  return {
    onScroll: () => {
      last.current = measure();
    },
  };
}
