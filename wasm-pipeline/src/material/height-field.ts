import { bilinearUpsample } from "../kernels/bilinear-upsample.js";
import { boxDownsample } from "../kernels/box-downsample.js";
import { percentileRange } from "../kernels/percentile.js";
import { createPlane, type EdgeMode, type Plane } from "../kernels/plane.js";

/** Options for {@link heightField}. */
export interface HeightFieldOptions {
  edges: EdgeMode;
  /** Pixels that carry data (cutouts); percentiles ignore the rest. */
  mask?: Uint8Array;
  /** Percentiles mapped to 0 and 1, so a few outlier pixels do not flatten 16x art. */
  clip: [number, number];
}

export const defaultHeightFieldOptions: HeightFieldOptions = { edges: "wrap", clip: [0.02, 0.98] };

/**
 * Weight of each detail band of the Laplacian pyramid, finest first. Fine detail is damped because
 * single-pixel speckle in pixel art is colour rather than relief; the middle octaves carry the shapes
 * (bricks, cobbles, planks); the coarse remainder is kept weakly so large shading gradients do not turn
 * into a tilted plane.
 */
const bandWeights = [0.6, 1.0, 1.1, 0.9, 0.7, 0.55, 0.45, 0.4, 0.35, 0.3];
const lowWeight = 0.25;

/** Gaussian-pyramid levels (2x2 means) while both sides stay even and at least 2 px. */
function pyramid(luma: Plane): Plane[] {
  const levels = [luma];
  for (;;) {
    const last = levels[levels.length - 1]!;
    if (levels.length > bandWeights.length || last.width % 2 || last.height % 2) break;
    if (last.width < 4 || last.height < 4) break;
    levels.push(boxDownsample(last, 2));
  }
  return levels;
}

/**
 * Height from luminance as a re-weighted Laplacian pyramid (Materialize-style band mix), contrast-
 * normalised between the clip percentiles. Collapsing uses the linearity of upsampling:
 * acc_k = up(acc_{k+1} - w_k G_{k+1}) + w_k G_k, so all weights 1 reproduce the luminance exactly.
 * Returns 0 (deepest) .. 1 (surface); a flat input gives 1 everywhere. Sides that are odd stop the
 * pyramid early (an odd-sized texture keeps only the levels above that size).
 */
export function heightField(luma: Plane, options: Partial<HeightFieldOptions> = {}): Plane {
  const { edges, mask, clip } = { ...defaultHeightFieldOptions, ...options };
  const levels = pyramid(luma);
  const coarsest = levels[levels.length - 1]!;
  let acc = createPlane(coarsest.width, coarsest.height);
  for (let i = 0; i < acc.data.length; i++) acc.data[i] = lowWeight * coarsest.data[i]!;
  for (let k = levels.length - 2; k >= 0; k--) {
    const w = bandWeights[k]!;
    const next = levels[k + 1]!.data;
    for (let i = 0; i < acc.data.length; i++) acc.data[i] = acc.data[i]! - w * next[i]!;
    const level = levels[k]!;
    acc = bilinearUpsample(acc, level.width, level.height, edges);
    for (let i = 0; i < acc.data.length; i++) acc.data[i] = acc.data[i]! + w * level.data[i]!;
  }
  const out = acc.data;
  const n = out.length;
  const [lo, hi] = percentileRange(acc, { low: clip[0], high: clip[1], ...(mask ? { mask } : {}) });
  if (!(hi > lo)) {
    out.fill(1);
    return acc;
  }
  const scale = 1 / (hi - lo);
  for (let i = 0; i < n; i++) {
    const v = (out[i]! - lo) * scale;
    out[i] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  return acc;
}
