import { optionOr } from "./options.js";
import type { Plane } from "./plane.js";

/** Options for {@link percentileRange}. */
export interface PercentileOptions {
  /** Fractions in 0..1, e.g. 0.02 and 0.98. */
  low: number;
  high: number;
  /** Only pixels with a non-zero entry count (cutouts leave transparent pixels out). */
  mask?: Uint8Array;
}

export const defaultPercentileOptions: PercentileOptions = { low: 0.02, high: 0.98 };

const maxBins = 4096;

/** Planes larger than this are sampled on a regular grid: percentiles of 2^18 samples are plenty. */
const maxSamples = 1 << 18;

/**
 * Low and high percentiles of the plane's values (sampled on a fixed grid above 2^18 pixels), from a 4096-bin histogram between the minimum and
 * maximum (no sort, so it stays O(n) on 2048x2048 maps). Returns [min, max] collapsed to one value when
 * the plane is flat.
 */
export function percentileRange(plane: Plane, options: Partial<PercentileOptions> = {}): [number, number] {
  const low = optionOr(options, "low", defaultPercentileOptions.low);
  const high = optionOr(options, "high", defaultPercentileOptions.high);
  const mask = options.mask;
  const data = plane.data;
  // A fixed stride keeps the result deterministic; odd strides avoid aligning with power-of-two rows.
  const stride = data.length > maxSamples ? Math.ceil(data.length / maxSamples) | 1 : 1;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let count = 0;
  // Separate loops with and without a mask: the per-sample mask test costs as much as the rest.
  if (mask) {
    for (let i = 0; i < data.length; i += stride) {
      if (!mask[i]) continue;
      const v = data[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
      count++;
    }
  } else {
    for (let i = 0; i < data.length; i += stride) {
      const v = data[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
      count++;
    }
  }
  if (count === 0) return [0, 0];
  if (max - min <= 0) return [min, min];
  // About one bin per pixel, so small textures do not pay for scanning thousands of empty bins.
  const bins = Math.min(maxBins, Math.max(256, count));
  const histogram = histogramCounts.fill(0, 0, bins);
  const other = otherCounts.fill(0, 0, bins);
  const scale = (bins - 1) / (max - min);
  // The data is never below min, so every index is in 0 .. bins - 1. Neighbouring samples of a smooth
  // plane often share a bin, and an increment that must wait for the one before it stalls: alternate
  // samples go to two histograms, summed bin by bin where they are read.
  const end = data.length;
  const pair = 2 * stride;
  let i = 0;
  if (mask) {
    for (; i + stride < end; i += pair) {
      if (mask[i]) histogram[binOf((data[i]! - min) * scale)]!++;
      if (mask[i + stride]) other[binOf((data[i + stride]! - min) * scale)]!++;
    }
    if (i < end && mask[i]) histogram[binOf((data[i]! - min) * scale)]!++;
  } else {
    for (; i + stride < end; i += pair) {
      histogram[binOf((data[i]! - min) * scale)]!++;
      other[binOf((data[i + stride]! - min) * scale)]!++;
    }
    if (i < end) histogram[binOf((data[i]! - min) * scale)]!++;
  }
  return [
    binValue(histogram, other, bins, count, low * (count - 1), min, max, scale),
    binValue(histogram, other, bins, count, high * (count - 1), min, max, scale),
  ];
}

/**
 * Math.round(v) for 0 <= v < 2^31, as an integer. From 0.5 up, v + 0.5 is exact or rounds to a value
 * with the same integer part, so truncating it gives Math.round(v); below 0.5 (where the largest
 * doubles under 0.5 plus 0.5 round up to 1) Math.round gives 0. V8 compiles Math.round itself to a
 * round-up and a test of its distance to v, whose branch goes either way at random on real data.
 */
function binOf(v: number): number {
  return v < 0.5 ? 0 : (v + 0.5) | 0;
}

/**
 * The histogram's counts, reused between calls: never more than maxBins bins, so one fixed array. Int32
 * (counts stay below maxSamples + 1): V8 increments int32 elements without the unsigned-to-double
 * conversion a Uint32Array needs, and a constant array is cheaper to reach than a growable scratch one.
 */
const histogramCounts = new Int32Array(maxBins);
const otherCounts = new Int32Array(maxBins);

/**
 * The value of the first bin where more than `target` of the `count` samples have been seen. High
 * percentiles are found from the top: the samples seen up to a bin are `count` minus those above it (whole
 * numbers, so exactly the same test), and only the last few bins are visited.
 */
function binValue(
  histogram: Int32Array,
  other: Int32Array,
  bins: number,
  count: number,
  target: number,
  min: number,
  max: number,
  scale: number,
): number {
  if (target > count / 2) {
    let above = 0;
    // The last bin always qualifies (all samples seen > target); walk down while the bin below does too.
    let b = bins - 1;
    while (b > 0) {
      above += histogram[b]! + other[b]!;
      if (!(count - above > target)) break;
      b--;
    }
    return b === bins - 1 ? max : min + b / scale;
  }
  let seen = 0;
  for (let b = 0; b < bins; b++) {
    seen += histogram[b]! + other[b]!;
    if (seen > target) return b === bins - 1 ? max : min + b / scale;
  }
  return max;
}
