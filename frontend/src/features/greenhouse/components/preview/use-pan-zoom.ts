import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { initialViewport, pinch, type Viewport, WHEEL_ZOOM_STEP, zoomAround } from "../../lib/viewport";

/**
 * Pan by dragging (one finger or the mouse), zoom by wheel (0.1 steps) or pinch (two fingers).
 * Coordinates passed to the viewport maths are relative to the canvas centre.
 */
export function usePanZoom(canvas: RefObject<HTMLCanvasElement | null>) {
  const [view, setView] = useState<Viewport>(initialViewport);
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const centred = useCallback(
    (clientX: number, clientY: number) => {
      const rect = canvas.current?.getBoundingClientRect();
      if (!rect) return { x: 0, y: 0 };
      return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
    },
    [canvas],
  );

  // React's onWheel is passive, so the page would scroll too; a native listener can cancel it.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = centred(event.clientX, event.clientY);
      setView((current) =>
        zoomAround(current, event.deltaY < 0 ? WHEEL_ZOOM_STEP : -WHEEL_ZOOM_STEP, point.x, point.y),
      );
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [canvas, centred]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const next = { x: event.clientX, y: event.clientY };
    if (pointers.current.size === 1) {
      setView((current) => ({
        ...current,
        panX: current.panX + next.x - previous.x,
        panY: current.panY + next.y - previous.y,
      }));
    } else if (pointers.current.size === 2) {
      const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(next.x - other.x, next.y - other.y);
        const mid = centred((next.x + other.x) / 2, (next.y + other.y) / 2);
        if (before > 0) setView((current) => pinch(current, after / before, mid.x, mid.y));
      }
    }
    pointers.current.set(event.pointerId, next);
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId);
  };

  return {
    view,
    setView,
    reset: () => setView(initialViewport),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
