/** Previewer zoom limits and steps (product spec, section 9). */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 10;
export const BUTTON_ZOOM_STEP = 0.25;
export const WHEEL_ZOOM_STEP = 0.1;
/** Grid cell size in screen pixels at zoom 1; it scales with the zoom. */
export const GRID_CELL = 32;

/** Pan (screen px) and zoom (1 = the texture fitted to the canvas) of the previewer. */
export interface Viewport {
  zoom: number;
  panX: number;
  panY: number;
}

export const initialViewport: Viewport = { zoom: 1, panX: 0, panY: 0 };

export function clampZoom(zoom: number): number {
  // Rounded so repeated 0.1/0.25 steps do not drift into 0.30000000000000004.
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));
}

/** Zooms by `delta`, keeping the point under (`cx`, `cy`), relative to the canvas centre, fixed. */
export function zoomAround(view: Viewport, delta: number, cx = 0, cy = 0): Viewport {
  const zoom = clampZoom(view.zoom + delta);
  const ratio = zoom / view.zoom;
  return { zoom, panX: cx - (cx - view.panX) * ratio, panY: cy - (cy - view.panY) * ratio };
}

/** Pinch: scales the zoom by the ratio of finger distances around their midpoint. */
export function pinch(view: Viewport, ratio: number, cx: number, cy: number): Viewport {
  return zoomAround(view, view.zoom * ratio - view.zoom, cx, cy);
}

/** Screen size of one texel: the fitted scale times the zoom. */
export function fitScale(canvasW: number, canvasH: number, imageW: number, imageH: number): number {
  return Math.min(canvasW / imageW, canvasH / imageH);
}

/** Where the image's top-left corner lands on the canvas for a viewport. */
export function imageOrigin(
  view: Viewport,
  canvasW: number,
  canvasH: number,
  imageW: number,
  imageH: number,
): { x: number; y: number; scale: number } {
  const scale = fitScale(canvasW, canvasH, imageW, imageH) * view.zoom;
  return {
    x: canvasW / 2 + view.panX - (imageW * scale) / 2,
    y: canvasH / 2 + view.panY - (imageH * scale) / 2,
    scale,
  };
}

/** The texel under a canvas point, or null when the point is outside the image. */
export function texelAt(
  view: Viewport,
  canvasW: number,
  canvasH: number,
  imageW: number,
  imageH: number,
  px: number,
  py: number,
): { x: number; y: number } | null {
  const origin = imageOrigin(view, canvasW, canvasH, imageW, imageH);
  const x = Math.floor((px - origin.x) / origin.scale);
  const y = Math.floor((py - origin.y) / origin.scale);
  return x >= 0 && y >= 0 && x < imageW && y < imageH ? { x, y } : null;
}

/**
 * The viewport panned just enough that texel (x, y) is wholly on the canvas (the previewer's keyboard
 * reading walks off a zoomed-in view otherwise); the same viewport when it already is.
 */
export function panToTexel(
  view: Viewport,
  canvasW: number,
  canvasH: number,
  imageW: number,
  imageH: number,
  texel: { x: number; y: number },
): Viewport {
  const origin = imageOrigin(view, canvasW, canvasH, imageW, imageH);
  const shift = (start: number, size: number, canvas: number) => {
    const end = start + size;
    if (size >= canvas) return canvas / 2 - (start + end) / 2;
    if (start < 0) return -start;
    if (end > canvas) return canvas - end;
    return 0;
  };
  const dx = shift(origin.x + texel.x * origin.scale, origin.scale, canvasW);
  const dy = shift(origin.y + texel.y * origin.scale, origin.scale, canvasH);
  return dx === 0 && dy === 0 ? view : { ...view, panX: view.panX + dx, panY: view.panY + dy };
}
