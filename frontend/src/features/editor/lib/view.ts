/** Editor zoom limits and step (spec sections 5 and 9): 0.1x to 10x, a factor of 1.2 per click. */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 10;
export const ZOOM_STEP = 1.2;

/**
 * Largest side of a texture the editor opens: the server's texture limit (1024x1024), so a 1024x pack
 * texture or a 1024 AI upscale can be retouched.
 */
export const MAX_EDITOR_SIDE = 1024;
export const newTextureSizes = [16, 32, 64, 128, 256, 512, 1024] as const;
/**
 * Why a decoded texture cannot be edited, or null when it can. Pixels are kept uncompressed with an
 * undo history beside them, so the limit is the server's texture limit rather than whatever decodes.
 */
export function editorSizeProblem(fileName: string, width: number, height: number): string | null {
  if (width <= MAX_EDITOR_SIDE && height <= MAX_EDITOR_SIDE) return null;
  return `${fileName} is ${width}×${height}; the editor opens textures up to ${MAX_EDITOR_SIDE}×${MAX_EDITOR_SIDE}, so scale it down first.`;
}

/** The spec's default canvas (section 9). */
export const DEFAULT_TEXTURE_SIZE = 256;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

export function zoomIn(zoom: number): number {
  return clampZoom(Math.round(zoom * ZOOM_STEP * 1000) / 1000);
}

export function zoomOut(zoom: number): number {
  return clampZoom(Math.round((zoom / ZOOM_STEP) * 1000) / 1000);
}

/** Room left around the texture inside the stage, in CSS pixels: enough for its shadow and the focus ring. */
const STAGE_MARGIN = 16;

/**
 * Screen pixels per texel at zoom 1 ("fit"): the whole texture fits the stage, in whole screen pixels
 * per texel when it is magnified so pixel art stays crisp. An animation strip (a height that is a
 * whole number of square frames) fits one frame instead and scrolls through the others: fitted whole,
 * a 16x128 strip in a laptop's stage got 1-2 px a texel, too small to paint. Zoom multiplies this.
 */
export function fitScale(width: number, height: number, stage: { width: number; height: number }): number {
  const fitted = height > width && height % width === 0 ? width : height;
  const room = Math.min((stage.width - STAGE_MARGIN) / width, (stage.height - STAGE_MARGIN) / fitted);
  if (!(room > 0)) return 1;
  return room >= 1 ? Math.floor(room) : room;
}

/** Screen pixels per texel at this zoom. */
export function texelScale(
  width: number,
  height: number,
  zoom: number,
  stage: { width: number; height: number },
): number {
  return fitScale(width, height, stage) * zoom;
}

/** Smallest square the transparency checkerboard shows: finer reads as noise. */
const MIN_CHECKER = 8;

/**
 * Side of a transparency checkerboard square in CSS pixels: one texel, or as many whole texels as make
 * 8 px when texels are smaller, so a square never splits a texel and cannot be taken for a finer grid.
 */
export function checkerSquare(scale: number): number {
  return scale >= MIN_CHECKER ? scale : scale * Math.ceil(MIN_CHECKER / scale);
}

/** The texel under a point given in CSS pixels from the canvas's top-left corner. */
export function texelAt(offsetX: number, offsetY: number, scale: number): { x: number; y: number } {
  return { x: Math.floor(offsetX / scale), y: Math.floor(offsetY / scale) };
}

/** A point in CSS pixels: on the stage's visible area, or in its scrolled content. */
export interface ViewPoint {
  x: number;
  y: number;
}

/**
 * Where the stage shows the texture: how far it is scrolled, where the texture's top-left corner sits in
 * the scrolled content (centred by margins while it fits, at 0 once it overflows) and the texel scale.
 */
export interface StageView {
  scroll: ViewPoint;
  surface: ViewPoint;
  scale: number;
}

/** The texture position (in texels, fractional) under a point of the stage's visible area. */
export function texelUnder(view: StageView, at: ViewPoint): ViewPoint {
  return {
    x: (view.scroll.x + at.x - view.surface.x) / view.scale,
    y: (view.scroll.y + at.y - view.surface.y) / view.scale,
  };
}

/**
 * The scroll that puts texture position `texel` back under `at` after a zoom, given where the texture
 * now sits and its new scale: zooming keeps the view centre (or the pointer) on the same texel instead
 * of jumping to the top-left corner. The browser clamps it to what can be scrolled.
 */
export function scrollKeeping(texel: ViewPoint, at: ViewPoint, surface: ViewPoint, scale: number): ViewPoint {
  return { x: surface.x + texel.x * scale - at.x, y: surface.y + texel.y * scale - at.y };
}
