import { singleStepHorizonAo } from "./horizon-ao-single-step.js";
import { optionOr } from "./options.js";
import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";
import { scratch } from "./scratch.js";

/** Options for {@link horizonAo}. */
export interface HorizonAoOptions {
  /** How far to search for occluders, in pixels; 0 gives no occlusion. */
  radius: number;
  edges: EdgeMode;
  /**
   * Pixels whose AO is wanted (non-zero entries); the caller overwrites the rest (cutouts). With a
   * one-step search each row is traced from its first to its last wanted pixel (one pass shares its
   * slopes between neighbours); with more steps only the wanted pixels are. Pixels not traced are 1.
   * Heights under unwanted pixels still occlude their neighbours.
   */
  mask?: Uint8Array;
  /**
   * Multiplies the heights first (into pixel units), each product rounded to float32 exactly as a scaled
   * plane would hold it; saves the caller that plane.
   */
  heightScale: number;
}

export const defaultHorizonAoOptions: HorizonAoOptions = { radius: 4, edges: "wrap", heightScale: 1 };

/** The 8 search directions (x right, y down), in the order their occlusion is summed. */
const directionX = [1, 1, 0, -1, -1, -1, 0, 1] as const;
const directionY = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const directionCount = 8;

/** Step counts along a direction: every pixel up to 4, then growing by ~1.5x (the far horizon changes slowly). */
export function horizonSteps(radius: number): number[] {
  const steps: number[] = [];
  for (let d = 1; d <= radius; d = d < 4 ? d + 1 : Math.ceil(d * 1.5)) steps.push(d);
  return steps;
}

/**
 * Geometric ambient occlusion from a heightfield whose values are in pixel units (a height difference of
 * 1 over 1 pixel is a 45 degree slope). For 8 directions the highest horizon within `radius` is found by
 * marching outwards; each direction occludes by the sine of its horizon angle, and AO = 1 - mean.
 * Returns 0 (fully occluded) .. 1 (open sky).
 */
export function horizonAo(height: Plane, options: Partial<HorizonAoOptions> = {}): Plane {
  const defaults = defaultHorizonAoOptions;
  const radius = optionOr(options, "radius", defaults.radius);
  const edges = optionOr(options, "edges", defaults.edges);
  const mask = options.mask;
  const heightScale = optionOr(options, "heightScale", defaults.heightScale);
  if (!(radius >= 0)) throw new RangeError(`radius must be >= 0, got ${radius}`);
  const { width, height: rowsCount } = height;
  const out = createPlane(width, rowsCount);
  const steps = horizonSteps(Math.floor(radius));
  if (steps.length === 0) return fill(out, 1);

  const pad = steps[steps.length - 1]!;
  const padded = paddedHeights(height, pad, edges, heightScale);
  const paddedWidth = width + 2 * pad;
  const count = steps.length;
  const ao = out.data;
  if (count > 1) {
    traceRuns(padded, paddedWidth, pad, width, rowsCount, mask, steps, ao);
    return out;
  }
  // One step: each row is traced from its first to its last wanted pixel (the whole row without a mask).
  spanStartScratch = scratch(spanStartScratch, rowsCount);
  spanEndScratch = scratch(spanEndScratch, rowsCount);
  const spanStart = spanStartScratch.fill(0, 0, rowsCount);
  const spanEnd = spanEndScratch.fill(width, 0, rowsCount);
  if (mask) {
    for (let y = 0; y < rowsCount; y++) {
      const rowStart = y * width;
      let first = 0;
      let end = width;
      while (first < width && !mask[rowStart + first]) first++;
      while (end > first && !mask[rowStart + end - 1]) end--;
      spanStart[y] = first;
      spanEnd[y] = end;
    }
  }
  singleStepHorizonAo(padded, paddedWidth, width, rowsCount, spanStart, spanEnd, ao);
  fillOutsideSpans(ao, width, rowsCount, spanStart, spanEnd);
  return out;
}

/**
 * Two steps or more, into `ao`: only the runs of wanted pixels are traced (whole rows without a mask)
 * and the rest is 1. Two directions at a time over the padded heights (one at a time from 5 steps on),
 * where every step's sample is a constant offset from the pixel (edges were resolved once, when padding). For each pixel the highest
 * slope over the steps is kept in a register and added to the pixel's occlusion; directions add up in
 * the same order for every pixel, so the result is that of marching each pixel's samples in turn, bit
 * for bit.
 */
function traceRuns(
  padded: Float32Array,
  paddedWidth: number,
  pad: number,
  width: number,
  rowsCount: number,
  mask: Uint8Array | undefined,
  steps: number[],
  ao: Float32Array,
): void {
  const n = width * rowsCount;
  const count = steps.length;
  // Runs as (shift from pixel to padded index, first pixel, end pixel): a row has at most
  // ceil(width / 2) of them.
  runsScratch = scratch(runsScratch, 3 * ((n >> 1) + rowsCount));
  const runs = runsScratch;
  let runCount = 0;
  for (let y = 0; y < rowsCount; y++) {
    const rowStart = y * width;
    const shift = (y + pad) * paddedWidth + pad - rowStart;
    for (let x = 0; x < width; ) {
      if (mask) while (x < width && !mask[rowStart + x]) x++;
      if (x === width) break;
      const first = x;
      if (mask) while (x < width && mask[rowStart + x]) x++;
      else x = width;
      runs[3 * runCount] = shift;
      runs[3 * runCount + 1] = rowStart + first;
      runs[3 * runCount + 2] = rowStart + x;
      runCount++;
    }
  }
  occlusionScratch = scratch(occlusionScratch, n);
  const occlusion = occlusionScratch.fill(0, 0, n);
  // Every direction's step offsets and inverse distances, direction by direction, in reused arrays: a
  // new typed array per call costs microseconds (see scratch), as much as tracing a 16x16 texture.
  offsetsScratch = scratch(offsetsScratch, directionCount * count);
  inverseDistanceScratch = scratch(inverseDistanceScratch, directionCount * count);
  const offsets = offsetsScratch;
  const inverseDistance = inverseDistanceScratch;
  for (let d = 0; d < directionCount; d++) {
    const ux = directionX[d]!;
    const uy = directionY[d]!;
    const unit = ux !== 0 && uy !== 0 ? Math.SQRT2 : 1;
    for (let k = 0; k < count; k++) {
      const step = steps[k]!;
      offsets[d * count + k] = (uy * paddedWidth + ux) * step;
      inverseDistance[d * count + k] = 1 / (step * unit);
    }
  }
  if (count <= 4) {
    for (let d = 0; d < directionCount; d += 2)
      traceDirection(padded, occlusion, runs, runCount, offsets, inverseDistance, count, d);
  } else {
    for (let d = 0; d < directionCount; d++)
      traceLongDirection(padded, occlusion, runs, runCount, offsets, inverseDistance, count, d);
  }
  const scale = 1 / directionCount;
  ao.fill(1);
  for (let r = 0; r < runCount; r++) {
    for (let i = runs[3 * r + 1]!, end = runs[3 * r + 2]!; i < end; i++) ao[i] = 1 - occlusion[i]! * scale;
  }
}

/** AO 1 (open sky) for the pixels outside each row's traced span. */
function fillOutsideSpans(
  ao: Float32Array,
  width: number,
  rowsCount: number,
  spanStart: Int32Array,
  spanEnd: Int32Array,
): void {
  for (let y = 0; y < rowsCount; y++) {
    const rowStart = y * width;
    for (let x = 0, first = spanStart[y]!; x < first; x++) ao[rowStart + x] = 1;
    for (let x = spanEnd[y]!; x < width; x++) ao[rowStart + x] = 1;
  }
}

// Per-call working arrays, reused (see scratch): row spans, occlusion sums, padded heights, step tables,
// runs.
let spanStartScratch = new Int32Array(0);
let spanEndScratch = new Int32Array(0);
let occlusionScratch = new Float64Array(0);
let paddedScratch = new Float32Array(0);
let offsetsScratch = new Int32Array(0);
let inverseDistanceScratch = new Float64Array(0);
let runsScratch = new Int32Array(0);

/** The heights times `scale`, with `pad` extra pixels on every side filled by the edge mode. */
function paddedHeights(height: Plane, pad: number, edges: EdgeMode, scale: number): Float32Array {
  const { width, height: rowsCount, data } = height;
  const cols = edgeIndexTable(width, pad, edges);
  const rows = edgeIndexTable(rowsCount, pad, edges);
  const paddedWidth = width + 2 * pad;
  paddedScratch = scratch(paddedScratch, paddedWidth * (rowsCount + 2 * pad));
  const padded = paddedScratch;
  // Each value is stored once more into a float32, so the rounding is that of a scaled plane. Columns
  // pad .. pad + width - 1 are the row itself (the table maps them to 0 .. width - 1 in both edge modes),
  // so only the margins go through the table.
  for (let py = 0; py < rows.length; py++) {
    const source = rows[py]! * width;
    const target = py * paddedWidth;
    for (let px = 0; px < pad; px++) padded[target + px] = data[source + cols[px]!]! * scale;
    const inner = target + pad;
    for (let x = 0; x < width; x++) padded[inner + x] = data[source + x]! * scale;
    for (let px = pad + width; px < paddedWidth; px++) padded[target + px] = data[source + cols[px]!]! * scale;
  }
  return padded;
}

/**
 * Adds the occlusion of directions d and d + 1 to every traced pixel (2 to 4 steps; one step has its own
 * kernel, five or more {@link traceLongDirection}), d's before d + 1's, so each pixel's sum takes its
 * terms in direction order as one pass per direction would, with one read and write of the sum per pair.
 * The steps (all of them below 128 px: radius <= 4) are unrolled into locals; a step loop re-reads two
 * tables per sample, which costs more than the sample itself. Steps past `count` repeat an earlier one (a
 * repeated sample cannot change a maximum). The maximum is Math.max of +0 and the slopes: the same value
 * as a chain of `if (slope > best) best = slope` from +0 (the largest slope, or +0 when none rises, as
 * Math.max ranks +0 above -0), but without a branch per sample that mispredicts on pixel art. (Four
 * directions per pass ran 4x slower in V8: too many live values.)
 */
function traceDirection(
  padded: Float32Array,
  occlusion: Float64Array,
  runs: Int32Array,
  runCount: number,
  offsets: Int32Array,
  inverseDistance: Float64Array,
  count: number,
  d: number,
): void {
  // Direction d's steps are entries d * count .. d * count + count - 1 of the tables; d + 1's follow.
  const a = d * count;
  const b = a + count;
  const a0 = offsets[a]!;
  const ai0 = inverseDistance[a]!;
  const a1 = offsets[a + 1]!;
  const ai1 = inverseDistance[a + 1]!;
  const a2 = count > 2 ? offsets[a + 2]! : a1;
  const ai2 = count > 2 ? inverseDistance[a + 2]! : ai1;
  const a3 = count > 3 ? offsets[a + 3]! : a2;
  const ai3 = count > 3 ? inverseDistance[a + 3]! : ai2;
  const b0 = offsets[b]!;
  const bi0 = inverseDistance[b]!;
  const b1 = offsets[b + 1]!;
  const bi1 = inverseDistance[b + 1]!;
  const b2 = count > 2 ? offsets[b + 2]! : b1;
  const bi2 = count > 2 ? inverseDistance[b + 2]! : bi1;
  const b3 = count > 3 ? offsets[b + 3]! : b2;
  const bi3 = count > 3 ? inverseDistance[b + 3]! : bi2;
  for (let r = 0; r < runCount; r++) {
    const shift = runs[3 * r]!;
    for (let i = runs[3 * r + 1]!, last = runs[3 * r + 2]!; i < last; i++) {
      const p = i + shift;
      const here = padded[p]!;
      const bestA = Math.max(
        0,
        (padded[p + a0]! - here) * ai0,
        (padded[p + a1]! - here) * ai1,
        (padded[p + a2]! - here) * ai2,
        (padded[p + a3]! - here) * ai3,
      );
      const bestB = Math.max(
        0,
        (padded[p + b0]! - here) * bi0,
        (padded[p + b1]! - here) * bi1,
        (padded[p + b2]! - here) * bi2,
        (padded[p + b3]! - here) * bi3,
      );
      let sum = occlusion[i]!;
      if (bestA > 0) sum = sum + bestA / Math.sqrt(1 + bestA * bestA);
      if (bestB > 0) sum = sum + bestB / Math.sqrt(1 + bestB * bestB);
      occlusion[i] = sum;
    }
  }
}

/**
 * Adds direction d's occlusion to every traced pixel for searches of 5 steps or more (radius 6 and up:
 * 128 px frames and larger), one direction per pass so that its first eight steps fit in locals (two
 * directions of eight would not; the pair kernel's table loop for steps past four took a 256 px texture
 * 27 % longer). Steps past `count` repeat the last one; those past eight are read from the tables. Each
 * pixel's sum still takes the directions in order, so it is the same double as two directions per pass.
 */
function traceLongDirection(
  padded: Float32Array,
  occlusion: Float64Array,
  runs: Int32Array,
  runCount: number,
  offsets: Int32Array,
  inverseDistance: Float64Array,
  count: number,
  d: number,
): void {
  const a = d * count;
  const last = a + count - 1;
  const a5 = Math.min(a + 5, last);
  const a6 = Math.min(a + 6, last);
  const a7 = Math.min(a + 7, last);
  const o0 = offsets[a]!;
  const i0 = inverseDistance[a]!;
  const o1 = offsets[a + 1]!;
  const i1 = inverseDistance[a + 1]!;
  const o2 = offsets[a + 2]!;
  const i2 = inverseDistance[a + 2]!;
  const o3 = offsets[a + 3]!;
  const i3 = inverseDistance[a + 3]!;
  const o4 = offsets[a + 4]!;
  const i4 = inverseDistance[a + 4]!;
  const o5 = offsets[a5]!;
  const i5 = inverseDistance[a5]!;
  const o6 = offsets[a6]!;
  const i6 = inverseDistance[a6]!;
  const o7 = offsets[a7]!;
  const i7 = inverseDistance[a7]!;
  for (let r = 0; r < runCount; r++) {
    const shift = runs[3 * r]!;
    for (let i = runs[3 * r + 1]!, end = runs[3 * r + 2]!; i < end; i++) {
      const p = i + shift;
      const here = padded[p]!;
      let best = Math.max(
        0,
        (padded[p + o0]! - here) * i0,
        (padded[p + o1]! - here) * i1,
        (padded[p + o2]! - here) * i2,
        (padded[p + o3]! - here) * i3,
        (padded[p + o4]! - here) * i4,
        (padded[p + o5]! - here) * i5,
        (padded[p + o6]! - here) * i6,
        (padded[p + o7]! - here) * i7,
      );
      for (let k = 8; k < count; k++) {
        best = Math.max(best, (padded[p + offsets[a + k]!]! - here) * inverseDistance[a + k]!);
      }
      if (best > 0) occlusion[i] = occlusion[i]! + best / Math.sqrt(1 + best * best);
    }
  }
}

function fill(plane: Plane, value: number): Plane {
  plane.data.fill(value);
  return plane;
}
