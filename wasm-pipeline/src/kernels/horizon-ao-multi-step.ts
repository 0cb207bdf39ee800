import { traceDirection, traceLongDirection } from "./horizon-ao-trace-direction.js";
import { scratch } from "./scratch.js";

/** The 8 search directions (x right, y down), in the order their occlusion is summed. */
const directionX = [1, 1, 0, -1, -1, -1, 0, 1] as const;
const directionY = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const directionCount = 8;

/**
 * Two steps or more, into `ao`: only the runs of wanted pixels are traced (whole rows without a mask)
 * and the rest is 1. Two directions at a time over the padded heights (one at a time from 5 steps on),
 * where every step's sample is a constant offset from the pixel (edges were resolved once, when padding). For each pixel the highest
 * slope over the steps is kept in a register and added to the pixel's occlusion; directions add up in
 * the same order for every pixel, so the result is that of marching each pixel's samples in turn, bit
 * for bit.
 */
export function traceRuns(
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

// Per-call working arrays, reused (see scratch): occlusion sums, step tables, runs.
let occlusionScratch = new Float64Array(0);
let offsetsScratch = new Int32Array(0);
let inverseDistanceScratch = new Float64Array(0);
let runsScratch = new Int32Array(0);
