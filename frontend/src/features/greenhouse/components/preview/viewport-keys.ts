import { BUTTON_ZOOM_STEP, initialViewport, type Viewport, zoomAround } from "../../lib/viewport";

/** Screen pixels one arrow press pans; Shift pans four times as far. */
export const KEY_PAN_STEP = 32;

/**
 * The previewer's keys while its canvas has focus, for people who cannot drag: arrows pan the way a
 * map does (Right shows more of the right side, so the image moves left), + and - zoom by the
 * buttons' step around the centre, 0 resets. Returns null for keys the canvas leaves alone.
 */
export function viewportForKey(view: Viewport, key: string, shift = false): Viewport | null {
  const step = shift ? KEY_PAN_STEP * 4 : KEY_PAN_STEP;
  switch (key) {
    case "ArrowLeft":
      return { ...view, panX: view.panX + step };
    case "ArrowRight":
      return { ...view, panX: view.panX - step };
    case "ArrowUp":
      return { ...view, panY: view.panY + step };
    case "ArrowDown":
      return { ...view, panY: view.panY - step };
    case "+":
    case "=":
      return zoomAround(view, BUTTON_ZOOM_STEP);
    case "-":
    case "_":
      return zoomAround(view, -BUTTON_ZOOM_STEP);
    case "0":
      return initialViewport;
    default:
      return null;
  }
}
