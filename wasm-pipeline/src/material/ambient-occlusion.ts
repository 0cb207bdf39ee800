import { bilinearUpsample } from "../kernels/bilinear-upsample.js";
import { boxDownsample } from "../kernels/box-downsample.js";
import { horizonAo } from "../kernels/horizon-ao.js";
import type { EdgeMode, Plane } from "../kernels/plane.js";
import { reductionFactor } from "./work-scale.js";

/** AO is smooth, so it is traced on a grid of at most this many pixels per side and upsampled. */
const maxTraceSide = 256;

/**
 * Geometric AO (0..1) of the surface z = relief * height, searching `radiusPixels` around each pixel.
 * Large frames are traced at reduced resolution (heights and radius scaled consistently). `wanted` marks
 * the pixels whose AO the caller keeps (cutouts overwrite the rest); at full resolution the others are
 * skipped, which saves most of the work on sparse entity and item textures.
 */
export function ambientOcclusion(
  height: Plane,
  relief: number,
  radiusPixels: number,
  edges: EdgeMode,
  wanted?: Uint8Array,
): Plane {
  const factor = reductionFactor(height.width, height.height, maxTraceSide);
  const traced = factor > 1 ? boxDownsample(height, factor) : height;
  const heightScale = relief / factor; // heights in units of traced pixels
  // A reduced grid is upsampled, so every traced pixel can reach a wanted one: skip only at full size.
  const mask = factor === 1 ? wanted : undefined;
  const ao = horizonAo(traced, { radius: radiusPixels / factor, edges, heightScale, ...(mask ? { mask } : {}) });
  return factor > 1 ? bilinearUpsample(ao, height.width, height.height, edges) : ao;
}
