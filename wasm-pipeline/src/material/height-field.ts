import { boxBlur } from "../kernels/box-blur.js";
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
 * Weight of each detail band, finest first (band k = blur at scale 2^k minus blur at 2^(k+1)). Fine detail
 * is damped because single-pixel speckle in pixel art is colour, not relief; mid scales carry the
 * shapes (bricks, cobbles, planks); the coarse remainder is kept weakly so large shading gradients do not
 * turn into a tilted plane.
 */
const bandWeights = [0.6, 1.0, 1.1, 0.9, 0.7, 0.55, 0.45, 0.4];
const lowWeight = 0.25;

/** Box-blur radii whose cascade approximates Gaussians at scales 1, 2, 4, ... px, while they fit the image. */
export function pyramidRadii(width: number, height: number): number[] {
  const radii: number[] = [];
  const limit = Math.min(width, height) / 4;
  for (let r = 1; r <= limit && radii.length < bandWeights.length; r *= 2) radii.push(r);
  if (radii.length === 0) radii.push(1);
  return radii;
}

/**
 * Height from luminance with a multi-scale band mix (a Gaussian-like blur pyramid, Materialize-style),
 * contrast-normalised between the clip percentiles. Returns 0 (deepest) .. 1 (surface); a flat input
 * gives 1 everywhere.
 */
export function heightField(luma: Plane, options: Partial<HeightFieldOptions> = {}): Plane {
  const { edges, mask, clip } = { ...defaultHeightFieldOptions, ...options };
  const { width, height } = luma;
  const n = width * height;
  const mixed = createPlane(width, height);
  const out = mixed.data;
  let finer = luma;
  for (const [k, radius] of pyramidRadii(width, height).entries()) {
    const coarser = boxBlur(boxBlur(finer, { radius: Math.max(1, radius >> 1), edges }), {
      radius: Math.max(1, radius >> 1),
      edges,
    });
    const w = bandWeights[k]!;
    for (let i = 0; i < n; i++) out[i] = out[i]! + w * (finer.data[i]! - coarser.data[i]!);
    finer = coarser;
  }
  for (let i = 0; i < n; i++) out[i] = out[i]! + lowWeight * finer.data[i]!;

  const [lo, hi] = percentileRange(mixed, { low: clip[0], high: clip[1], ...(mask ? { mask } : {}) });
  if (!(hi > lo)) return { width, height, data: out.fill(1) };
  const scale = 1 / (hi - lo);
  for (let i = 0; i < n; i++) {
    const v = (out[i]! - lo) * scale;
    out[i] = v < 0 ? 0 : Math.min(v, 1);
  }
  return mixed;
}
