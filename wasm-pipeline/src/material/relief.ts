/** Surface relief per 16x texel at normalStrength 1, tuned on Replete's hand-made 32x normals. */
export const reliefPerTexel = 0.2;

/** Pixels per 16x texel: 1 for 16x art, 2 for 32x, 64 for 1024x. */
export function texelSize(width: number, height: number): number {
  return Math.min(width, height) / 16;
}

/**
 * Scale of the generated surface in pixels: surface z = relief * height (height 0..1). The height is
 * built at block scale (see heightField), so the relief grows linearly with the resolution and a 16x
 * texture and its 512x remake get the same normals.
 */
export function reliefPixels(width: number, height: number): number {
  return reliefPerTexel * texelSize(width, height);
}

/** AO search radius in pixels for aoRadius 0..1: up to an eighth of the frame (2 px at 16x). */
export function aoRadiusPixels(aoRadius: number, width: number, height: number): number {
  return aoRadius * Math.max(2, Math.min(width, height) / 8);
}

/**
 * Depth in pixels of the surface the height map describes: LabPBR height 0 is 25 % of a block deep, and
 * heightDepth scales the written range. AO is traced on this same surface, so shading and parallax agree
 * (heightDepth 0 gives a flat surface and no occlusion).
 */
export function heightDepthPixels(heightDepth: number, width: number, height: number): number {
  return 0.25 * Math.min(width, height) * heightDepth;
}
