import { percentileRange } from "../kernels/percentile.js";
import type { Plane } from "../kernels/plane.js";

/**
 * `_s` A for a light source: pixels brighter than the texture's lower quartile emit, scaled to 0..254
 * with a square-root ease so mid-bright parts still glow; darker pixels get 0 (emission off but, unlike
 * 255, safe to mip-average with glowing neighbours).
 */
export function emissionMap(luma: Plane, mask?: Uint8Array): Uint8ClampedArray {
  const [threshold, top] = percentileRange(luma, { low: 0.25, high: 1, ...(mask ? { mask } : {}) });
  const out = new Uint8ClampedArray(luma.data.length);
  const span = top - threshold;
  for (let i = 0; i < out.length; i++) {
    const v = span > 0 ? (luma.data[i]! - threshold) / span : 1;
    out[i] = v <= 0 ? 0 : Math.round(254 * Math.sqrt(Math.min(v, 1)));
  }
  return out;
}
