import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";

/** Options for {@link horizonAo}. */
export interface HorizonAoOptions {
  /** How far to search for occluders, in pixels; 0 gives no occlusion. */
  radius: number;
  edges: EdgeMode;
  /**
   * Pixels whose AO is wanted (non-zero entries); the caller overwrites the rest (cutouts). Each row is
   * traced only from its first to its last wanted pixel; pixels outside that span are 1. Heights under
   * unwanted pixels still occlude their neighbours.
   */
  mask?: Uint8Array;
}

export const defaultHorizonAoOptions: HorizonAoOptions = { radius: 4, edges: "wrap" };

const directions: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

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
  const { radius, edges, mask } = { ...defaultHorizonAoOptions, ...options };
  if (!(radius >= 0)) throw new RangeError(`radius must be >= 0, got ${radius}`);
  const { width, height: rowsCount, data } = height;
  const out = createPlane(width, rowsCount);
  const steps = horizonSteps(Math.floor(radius));
  if (steps.length === 0) return fill(out, 1);

  const pad = steps[steps.length - 1]!;
  const cols = edgeIndexTable(width, pad, edges);
  const rows = edgeIndexTable(rowsCount, pad, edges);
  // Row at a time and direction by direction: for each pixel the highest slope over the steps is kept in
  // a register, then added to the pixel's occlusion. Inside the row every step's sample is a plain offset
  // (no table lookups); only the few edge columns resolve through the edge tables. The per-pixel
  // arithmetic and its order are those of marching each pixel's samples in turn (max is order-free and
  // directions still add up in order), so the result is bit-identical.
  const count = steps.length;
  const sources = new Int32Array(count);
  const shifts = new Int32Array(count);
  const inverseDistance = new Float64Array(count);
  const occlusion = new Float64Array(width);
  const scale = 1 / directions.length;
  for (let y = 0; y < rowsCount; y++) {
    const rowStart = y * width;
    let first = 0;
    let end = width;
    if (mask) {
      while (first < width && !mask[rowStart + first]) first++;
      while (end > first && !mask[rowStart + end - 1]) end--;
      for (let x = 0; x < width; x++) out.data[rowStart + x] = 1;
      if (first === end) continue;
    }
    for (let x = first; x < end; x++) occlusion[x] = 0;
    for (const [ux, uy] of directions) {
      const unit = ux !== 0 && uy !== 0 ? Math.SQRT2 : 1;
      // Columns whose samples all stay inside their rows: lo <= x < hi (within the traced span).
      let lo = first;
      let hi = end;
      for (let k = 0; k < count; k++) {
        const step = steps[k]!;
        sources[k] = rows[y + uy * step + pad]! * width;
        shifts[k] = ux * step;
        inverseDistance[k] = 1 / (step * unit);
        lo = Math.max(lo, -shifts[k]!);
        hi = Math.min(hi, width - shifts[k]!);
      }
      lo = Math.min(lo, end);
      hi = Math.max(hi, lo);
      for (let x = first; x < end; x++) {
        if (x === lo) x = hi; // interior columns are done below
        if (x >= end) break;
        const here = data[rowStart + x]!;
        let best = 0;
        for (let k = 0; k < count; k++) {
          const slope = (data[sources[k]! + cols[x + shifts[k]! + pad]!]! - here) * inverseDistance[k]!;
          if (slope > best) best = slope;
        }
        // A direction with no rise adds exactly 0, so its square root is skipped.
        if (best > 0) occlusion[x] = occlusion[x]! + best / Math.sqrt(1 + best * best);
      }
      for (let x = lo; x < hi; x++) {
        const here = data[rowStart + x]!;
        let best = 0;
        for (let k = 0; k < count; k++) {
          const slope = (data[sources[k]! + shifts[k]! + x]! - here) * inverseDistance[k]!;
          if (slope > best) best = slope;
        }
        // A direction with no rise adds exactly 0, so its square root is skipped.
        if (best > 0) occlusion[x] = occlusion[x]! + best / Math.sqrt(1 + best * best);
      }
    }
    for (let x = first; x < end; x++) out.data[rowStart + x] = 1 - occlusion[x]! * scale;
  }
  return out;
}

function fill(plane: Plane, value: number): Plane {
  plane.data.fill(value);
  return plane;
}
