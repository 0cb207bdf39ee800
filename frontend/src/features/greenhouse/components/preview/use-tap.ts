import { type PointerEvent, useRef } from "react";

/** Further than this between finger down and up, in CSS px, and it was a pan, not a tap. */
const TAP_SLOP = 8;

/**
 * A tap of one finger or pen that did not pan or pinch, for touch screens: they have no hover, so the
 * previewer's pixel readout (mouse-move) never showed there. Mouse clicks are left to hover.
 */
export function useTap(onTap: (event: PointerEvent<HTMLCanvasElement>) => void) {
  const down = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
      // A second finger makes it a pinch.
      down.current =
        event.pointerType !== "mouse" && event.isPrimary
          ? { id: event.pointerId, x: event.clientX, y: event.clientY }
          : null;
    },
    onPointerUp(event: PointerEvent<HTMLCanvasElement>) {
      const start = down.current;
      down.current = null;
      if (!start || start.id !== event.pointerId) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) <= TAP_SLOP) onTap(event);
    },
    onPointerCancel() {
      // The page took the gesture (a scroll over a fitted canvas).
      down.current = null;
    },
  };
}
