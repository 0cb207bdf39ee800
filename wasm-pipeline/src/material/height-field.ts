import { upsampleDoubleAdding } from "../kernels/bilinear-upsample.js";
import { boxDownsample } from "../kernels/box-downsample.js";
import { optionOr } from "../kernels/options.js";
import { percentileRange } from "../kernels/percentile.js";
import { createPlane, type EdgeMode, type Plane } from "../kernels/plane.js";

/** Options for {@link heightField}. */
export interface HeightFieldOptions {
  edges: EdgeMode;
  /** Texture pixels per 16x texel (frame width / 16): sets which band counts as "fine". */
  texelSize: number;
  /** Pixels that carry data (cutouts); percentiles ignore the rest. */
  mask?: Uint8Array;
  /** Percentiles mapped to 0 and 1, so a few outlier pixels do not flatten 16x art. */
  clip: [number, number];
}

export const defaultHeightFieldOptions: HeightFieldOptions = { edges: "wrap", texelSize: 1, clip: [0.02, 0.98] };

/**
 * Weight of the pyramid band whose features are `size` texels of a 16x texture across (band k of a
 * W-wide texture: size = 2^k * 16 / W). Weighting by block-relative size instead of by pixel makes a 16x
 * texture and its 1024x photo-scale counterpart give the same relief: detail much finer than a 16x texel
 * (photo grain, JPEG noise) is colour, not shape, and fades out; features of two 16x texels and larger
 * keep full weight. Tuned on the hand-made Replete pairs.
 */
export function bandWeight(size: number): number {
  return Math.min(1, 0.6 * size);
}

/** Weight of the coarse remainder below the last band: kept partly so large shading is not a tilted plane. */
const lowWeight = 0.5;
const maxLevels = 12;

/** Gaussian-pyramid levels (2x2 means) while both sides stay even and at least 2 px. */
function pyramid(luma: Plane): Plane[] {
  const levels = [luma];
  for (;;) {
    const last = levels[levels.length - 1]!;
    if (levels.length > maxLevels || last.width % 2 || last.height % 2) break;
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
  const edges = optionOr(options, "edges", defaultHeightFieldOptions.edges);
  const mask = options.mask;
  const clip = optionOr(options, "clip", defaultHeightFieldOptions.clip);
  const texelSize = optionOr(options, "texelSize", defaultHeightFieldOptions.texelSize);
  const levels = pyramid(luma);
  const coarsest = levels[levels.length - 1]!;
  let acc = createPlane(coarsest.width, coarsest.height);
  for (let i = 0; i < acc.data.length; i++) acc.data[i] = lowWeight * coarsest.data[i]!;
  for (let k = levels.length - 2; k >= 0; k--) {
    const w = bandWeight(2 ** k / texelSize);
    const next = levels[k + 1]!.data;
    for (let i = 0; i < acc.data.length; i++) acc.data[i] = acc.data[i]! - w * next[i]!;
    // Levels halve exactly, so this is the doubling upsample with w * G_k added as it writes.
    acc = upsampleDoubleAdding(acc, edges, w, levels[k]!);
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
    out[i] = Math.min(1, Math.max(0, v));
  }
  return acc;
}
