/**
 * Scale of the generated surface in pixels: surface z = relief * height (height 0..1). Pixel art needs
 * a few pixels of relief; photo-scale textures spread the same shapes over many more pixels, so the
 * relief grows with the frame size (sub-linearly, as large textures also carry finer detail).
 * Tuned so that normalStrength 1 is close to hand-made 16x/32x LabPBR normals.
 */
export function reliefPixels(width: number, height: number): number {
  return 2.5 * (Math.min(width, height) / 16) ** 0.6;
}

/** AO search radius in pixels for aoRadius 0..1: up to an eighth of the frame (2 px at 16x). */
export function aoRadiusPixels(aoRadius: number, width: number, height: number): number {
  return aoRadius * Math.max(2, Math.min(width, height) / 8);
}
