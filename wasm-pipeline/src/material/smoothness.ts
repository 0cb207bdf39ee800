import { bilinearUpsample } from "../kernels/bilinear-upsample.js";
import { boxDownsample } from "../kernels/box-downsample.js";
import { localStatistics, localStatisticsInto } from "../kernels/local-statistics.js";
import type { EdgeMode, Plane } from "../kernels/plane.js";
import { scratch } from "../kernels/scratch.js";
import { reductionFactor } from "./work-scale.js";

/** Options for {@link smoothnessMap}. */
export interface SmoothnessOptions {
  /** 0..1: how rough the surface is overall (0 leaves a polished surface). */
  intensity: number;
  /** Swap rough and smooth areas of the generated pattern. */
  invert: boolean;
  /** The material's roughness factor (`MaterialProfile.roughness`): below 1 polished, above 1 matte. */
  roughness: number;
  edges: EdgeMode;
}

/** Local deviation at which a surface counts as fully "busy" (luminance units). */
const busyDeviation = 0.12;

/**
 * Perceptual smoothness (`_s` R, 0..255) from local luminance variance (busy, high-contrast areas are
 * rough) and brightness (dark crevices are rougher): perceptual roughness
 * p = intensity * (0.6 + 0.3 * busy + 0.1 * darkness) * roughness, R = 255 * (1 - min(1, p)).
 */
export function smoothnessMap(luma: Plane, options: SmoothnessOptions): Uint8ClampedArray {
  const out = new Uint8ClampedArray(luma.data.length);
  writeSmoothness(luma, options, new Uint8Array(out.buffer), 1);
  return out;
}

/**
 * {@link smoothnessMap} written straight into every `stride`-th byte of `target` (stride 4 fills the R
 * channel of an RGBA map), which saves a separate array and a copy per texture. With a `mask`, only
 * pixels with a non-zero entry are written (the caller overwrites the rest, as under cutouts).
 */
export function writeSmoothness(
  luma: Plane,
  options: SmoothnessOptions,
  target: Uint8Array,
  stride: number,
  mask?: Uint8Array,
): void {
  const { intensity, invert, roughness, edges } = options;
  const radius = Math.max(1, Math.round(Math.min(luma.width, luma.height) / 64));
  // The statistics window is an eighth of the radius per side at most, so large frames are measured at
  // a reduced size (the window shrinks with them) and the pattern is upsampled.
  const reduction = Math.min(reductionFactor(luma.width, luma.height, maxStatisticsSide), Math.max(1, radius >> 2));
  const factor = roughness * intensity;
  if (reduction === 1) {
    // The statistics go into reused arrays (see scratch), read only in the loop below: a new plane per
    // texture costs more than this work on 16x16 art.
    const n = luma.width * luma.height;
    meanScratch = scratch(meanScratch, n);
    deviationScratch = scratch(deviationScratch, n);
    const m = meanScratch;
    const d = deviationScratch;
    localStatisticsInto(luma, radius, edges, m, d);
    // Pattern and bytes in one pass; Math.fround stands for the float32 store of the pattern plane.
    for (let i = 0, p = 0; i < n; i++, p += stride) {
      if (mask && !mask[i]) continue;
      const busy = Math.min(1, d[i]! / busyDeviation);
      const value = 0.6 + 0.3 * busy + 0.1 * (1 - m[i]!);
      const pattern = Math.fround(invert ? 1.6 - value : value); // the inversion mirrors 0.6..1.0 onto itself
      target[p] = roundByte(255 * (1 - Math.min(1, pattern * factor)));
    }
    return;
  }
  const measured = boxDownsample(luma, reduction);
  const { mean, deviation } = localStatistics(measured, { radius: Math.max(1, Math.round(radius / reduction)), edges });
  const m = mean.data;
  const d = deviation.data;
  // The pattern overwrites the deviation in place: each value is read once, just before it is replaced.
  for (let i = 0; i < d.length; i++) {
    const busy = Math.min(1, d[i]! / busyDeviation);
    const value = 0.6 + 0.3 * busy + 0.1 * (1 - m[i]!);
    d[i] = invert ? 1.6 - value : value;
  }
  const full = bilinearUpsample(deviation, luma.width, luma.height, edges).data;
  for (let i = 0, p = 0; i < full.length; i++, p += stride) {
    if (mask && !mask[i]) continue;
    target[p] = roundByte(255 * (1 - Math.min(1, full[i]! * factor)));
  }
}

/**
 * Math.round(v) for a byte store, as an integer: for 0.5 <= v < 256, floor(v + 0.5) in doubles is exactly
 * Math.round(v) (v + 0.5 never rounds across the next integer there), and an integer stores into a byte
 * cheaper than a double. Below 0.5 (where 0.49999999999999994 + 0.5 would round up) Math.round decides.
 */
function roundByte(v: number): number {
  return v >= 0.5 && v < 256 ? (v + 0.5) | 0 : Math.round(v);
}

// The statistics of a full-size measurement, reused between calls (see scratch).
let meanScratch = new Float32Array(0);
let deviationScratch = new Float32Array(0);

/** Largest side the statistics are measured at. */
const maxStatisticsSide = 512;
