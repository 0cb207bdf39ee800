/** Surface relief at normalStrength 1 for 16x art, tuned on Replete's hand-made 32x normals. */
export const reliefPerTexel = 0.25;

/** Pixels per 16x texel: 1 for 16x art, 2 for 32x, 64 for 1024x. */
export function texelSize(width: number, height: number): number {
  return Math.min(width, height) / 16;
}

/**
 * Scale of the generated surface in pixels: surface z = relief * height (height 0..1). The height is
 * built at block scale (see heightField), so the relief grows with the resolution, but sub-linearly
 * (texel^0.6): hand-made and photo-scanned normal maps of large textures are gentler per pixel than a
 * scaled-up 16x relief (on the ambientCG set a linear growth doubled the angular error).
 */
export function reliefPixels(width: number, height: number): number {
  return reliefPerTexel * texelSize(width, height) ** 0.6;
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
