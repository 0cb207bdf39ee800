import { boxBlur } from "./box-blur.js";
import { optionOr } from "./options.js";
import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";
import { scratch } from "./scratch.js";

/** Options for {@link localStatistics}. */
export interface LocalStatisticsOptions {
  radius: number;
  edges: EdgeMode;
}

export const defaultLocalStatisticsOptions: LocalStatisticsOptions = { radius: 1, edges: "wrap" };

/**
 * Mean and standard deviation over a (2r+1)^2 window: sqrt(E[x^2] - E[x]^2), from two box blurs.
 *
 * Both blurs run in the same two passes (values and their squares side by side) and the deviation is
 * taken as the second pass writes: the same sums, in the same order, rounded to float32 at the same
 * points as blurring a plane of squares on its own, so the result is identical to two `boxBlur` calls.
 */
export function localStatistics(
  plane: Plane,
  options: Partial<LocalStatisticsOptions> = {},
): { mean: Plane; deviation: Plane } {
  const radius = optionOr(options, "radius", defaultLocalStatisticsOptions.radius);
  const edges = optionOr(options, "edges", defaultLocalStatisticsOptions.edges);
  if (!Number.isInteger(radius) || radius <= 0) return separateBlurs(plane, radius, edges);
  const mean = createPlane(plane.width, plane.height);
  const deviation = createPlane(plane.width, plane.height);
  localStatisticsInto(plane, radius, edges, mean.data, deviation.data);
  return { mean, deviation };
}

/**
 * {@link localStatistics} for a whole positive radius, written into `meanOut` and `deviationOut` (at least
 * the plane's size), so a caller that only reads them can pass reused arrays.
 */
export function localStatisticsInto(
  plane: Plane,
  radius: number,
  edges: EdgeMode,
  meanOut: Float32Array,
  deviationOut: Float32Array,
): void {
  const { width, height } = plane;
  const n = width * height;
  // The row pass's results: float32, like the intermediate plane of a box blur. Reused arrays (see
  // scratch): every entry is written before it is read.
  rowMeansScratch = scratch(rowMeansScratch, n);
  rowSquaresScratch = scratch(rowSquaresScratch, n);
  const rowMeans = rowMeansScratch;
  const rowSquares = rowSquaresScratch;
  horizontalPasses(plane.data, rowMeans, rowSquares, width, height, radius, edgeIndexTable(width, radius + 1, edges));
  verticalPasses(rowMeans, rowSquares, meanOut, deviationOut, width, height, radius, edges);
}

let rowMeansScratch = new Float32Array(0);
let rowSquaresScratch = new Float32Array(0);

/** Sliding-window means along each row of the values and of their float32 squares. */
function horizontalPasses(
  src: Float32Array,
  means: Float32Array,
  squares: Float32Array,
  width: number,
  height: number,
  radius: number,
  cols: Int32Array,
): void {
  const pad = radius + 1;
  const scale = 1 / (2 * radius + 1);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let sum = 0;
    let sumSquares = 0;
    for (let k = -radius; k <= radius; k++) {
      const v = src[base + cols[k + pad]!]!;
      sum += v;
      sumSquares += Math.fround(v * v);
    }
    // While both window ends are inside the row (x - radius >= 0 and x + radius + 1 < width) the table
    // maps them to themselves, so the middle of the row reads them directly; the ends use the table.
    const innerStart = Math.min(radius, width);
    const innerEnd = Math.max(innerStart, width - radius - 1);
    let x = 0;
    for (; x < innerStart; x++) {
      means[base + x] = sum * scale;
      squares[base + x] = sumSquares * scale;
      const added = src[base + cols[x + radius + 1 + pad]!]!;
      const removed = src[base + cols[x - radius + pad]!]!;
      sum += added - removed;
      sumSquares += Math.fround(added * added) - Math.fround(removed * removed);
    }
    for (; x < innerEnd; x++) {
      means[base + x] = sum * scale;
      squares[base + x] = sumSquares * scale;
      const added = src[base + x + radius + 1]!;
      const removed = src[base + x - radius]!;
      sum += added - removed;
      sumSquares += Math.fround(added * added) - Math.fround(removed * removed);
    }
    for (; x < width; x++) {
      means[base + x] = sum * scale;
      squares[base + x] = sumSquares * scale;
      const added = src[base + cols[x + radius + 1 + pad]!]!;
      const removed = src[base + cols[x - radius + pad]!]!;
      sum += added - removed;
      sumSquares += Math.fround(added * added) - Math.fround(removed * removed);
    }
  }
}

// Running sums per column, reused between calls (see scratch).
let columnSums = new Float64Array(0);
let columnSquareSums = new Float64Array(0);

/**
 * Sliding-window means down the columns (running sums per column, whole rows at a time), writing the
 * mean and, from the mean of squares, the deviation.
 */
function verticalPasses(
  means: Float32Array,
  squares: Float32Array,
  meanOut: Float32Array,
  deviationOut: Float32Array,
  width: number,
  height: number,
  radius: number,
  edges: EdgeMode,
): void {
  const rows = edgeIndexTable(height, radius + 1, edges);
  const pad = radius + 1;
  const scale = 1 / (2 * radius + 1);
  columnSums = scratch(columnSums, width);
  columnSquareSums = scratch(columnSquareSums, width);
  const sums = columnSums.fill(0, 0, width);
  const sumsSquares = columnSquareSums.fill(0, 0, width);
  for (let k = -radius; k <= radius; k++) {
    const row = rows[k + pad]! * width;
    for (let x = 0; x < width; x++) {
      sums[x] = sums[x]! + means[row + x]!;
      sumsSquares[x] = sumsSquares[x]! + squares[row + x]!;
    }
  }
  for (let y = 0; y < height; y++) {
    const out = y * width;
    const add = rows[y + radius + 1 + pad]! * width;
    const remove = rows[y - radius + pad]! * width;
    for (let x = 0; x < width; x++) {
      const s = sums[x]!;
      const s2 = sumsSquares[x]!;
      // The mean as its float32 store holds it (Math.fround), without reading the store back.
      const m = Math.fround(s * scale);
      meanOut[out + x] = m;
      const variance = Math.fround(s2 * scale) - m * m;
      // sqrt(max(0, variance)) without a branch, which mispredicts on pixel art's flat patches:
      // (v + |v|) * 0.5 is exactly v for v > 0 (a doubling and a halving) and +0 otherwise, whose root
      // is the +0 the branch stored.
      deviationOut[out + x] = Math.sqrt((variance + Math.abs(variance)) * 0.5);
      sums[x] = s + means[add + x]! - means[remove + x]!;
      sumsSquares[x] = s2 + squares[add + x]! - squares[remove + x]!;
    }
  }
}

/** Radius 0 (and the error for a bad radius): the plain two-blur form. */
function separateBlurs(plane: Plane, radius: number, edges: EdgeMode): { mean: Plane; deviation: Plane } {
  const squares = createPlane(plane.width, plane.height);
  for (let i = 0; i < plane.data.length; i++) squares.data[i] = plane.data[i]! * plane.data[i]!;
  const mean = boxBlur(plane, { radius, edges });
  const deviation = boxBlur(squares, { radius, edges });
  const m = mean.data;
  const d = deviation.data;
  for (let i = 0; i < d.length; i++) {
    const variance = d[i]! - m[i]! * m[i]!;
    d[i] = variance > 0 ? Math.sqrt(variance) : 0;
  }
  return { mean, deviation };
}
