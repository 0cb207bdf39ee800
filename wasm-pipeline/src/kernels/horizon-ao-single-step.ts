import { scratch } from "./scratch.js";

/**
 * {@link horizonAo} when the search has one step (radius 1: 16x textures at the default setting, most of
 * a pack), straight into `ao` for each row's span [spanStart, spanEnd) on heights padded by 1 pixel.
 *
 * Opposite directions share their sample pairs: the slope from q back to p = q - o is
 * (h[p] - h[q]) * i = -((h[q] - h[p]) * i), exactly (negation commutes with rounding, and a direction and
 * its opposite have the same inverse distance). So for each pixel only the 4 forward directions (right,
 * down-right, down, down-left) are traced, as t = s / sqrt(1 + s * s): for s > 0 that is the pixel's own
 * occlusion in that direction, bit for bit the general path's best / sqrt(1 + best * best) with best = s;
 * for s < 0 it is minus the occlusion of the neighbour at the other end in the opposite direction (s * s
 * and the square root do not see the sign). One square root and division per pixel pair instead of two.
 * The 8 occlusions are then summed in the general path's direction order, so each sum is the same double.
 */
export function singleStepHorizonAo(
  padded: Float32Array,
  paddedWidth: number,
  width: number,
  rowsCount: number,
  spanStart: Int32Array,
  spanEnd: Int32Array,
  ao: Float32Array,
): void {
  // t of the 4 forward directions for x = -1 .. width, for the row being summed and the row above it.
  const stride = width + 2;
  slopeRowsScratch = scratch(slopeRowsScratch, 8 * stride);
  const t = slopeRowsScratch;
  const diagonal = 1 / Math.SQRT2; // the general path's 1 / (step * unit) for one diagonal step
  for (let y = -1; y < rowsCount; y++) {
    const current = ((y + 1) & 1) * 4 * stride;
    const above = 4 * stride - current;
    // Forward t is needed where this row is summed (x - 1 .. end) and where the row below reads it
    // diagonally (its span widened by one either side); rows outside the image have no span.
    let lo = width + 1;
    let hi = -1;
    if (y >= 0 && spanEnd[y]! > spanStart[y]!) {
      lo = spanStart[y]! - 1;
      hi = spanEnd[y]!;
    }
    if (y + 1 < rowsCount && spanEnd[y + 1]! > spanStart[y + 1]!) {
      lo = Math.min(lo, spanStart[y + 1]! - 1);
      hi = Math.max(hi, spanEnd[y + 1]! + 1);
    }
    const rowBase = (y + 1) * paddedWidth + 1; // padded index of (0, y)
    for (let x = lo; x < hi; x++) {
      const p = rowBase + x;
      const here = padded[p]!;
      // An axis step's inverse distance is 1: multiplying by it changes nothing, so it is left out.
      const s0 = padded[p + 1]! - here;
      const s1 = (padded[p + paddedWidth + 1]! - here) * diagonal;
      const s2 = padded[p + paddedWidth]! - here;
      const s3 = (padded[p + paddedWidth - 1]! - here) * diagonal;
      const at = current + x + 1;
      t[at] = s0 / Math.sqrt(1 + s0 * s0);
      t[at + stride] = s1 / Math.sqrt(1 + s1 * s1);
      t[at + 2 * stride] = s2 / Math.sqrt(1 + s2 * s2);
      t[at + 3 * stride] = s3 / Math.sqrt(1 + s3 * s3);
    }
    if (y < 0) continue;
    const rowStart = y * width;
    for (let x = spanStart[y]!, end = spanEnd[y]!; x < end; x++) {
      const at = current + x + 1;
      const back = above + x + 1;
      const right = t[at]!;
      const downRight = t[at + stride]!;
      const down = t[at + 2 * stride]!;
      const downLeft = t[at + 3 * stride]!;
      const left = t[at - 1]!; // from x - 1 to the right
      const upLeft = t[back - 1 + stride]!; // from (x - 1, y - 1) down-right
      const up = t[back + 2 * stride]!; // from (x, y - 1) down
      const upRight = t[back + 1 + 3 * stride]!; // from (x + 1, y - 1) down-left
      // max(0, v) as (v + |v|) / 2 and max(0, -v) as (|v| - v) / 2, both exact (a doubling and a halving)
      // and without a branch that mispredicts on every other pixel; a direction with no rise adds +0.
      const occlusion =
        (right + Math.abs(right)) * 0.5 +
        (downRight + Math.abs(downRight)) * 0.5 +
        (down + Math.abs(down)) * 0.5 +
        (downLeft + Math.abs(downLeft)) * 0.5 +
        (Math.abs(left) - left) * 0.5 +
        (Math.abs(upLeft) - upLeft) * 0.5 +
        (Math.abs(up) - up) * 0.5 +
        (Math.abs(upRight) - upRight) * 0.5;
      ao[rowStart + x] = 1 - occlusion * 0.125;
    }
  }
}

/** Two rows of the 4 forward directions' t, reused between calls (see scratch). */
let slopeRowsScratch = new Float64Array(0);
