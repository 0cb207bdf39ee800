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
  // Row at a time, one (direction, step) shift per inner loop: the interior of each shifted row is a
  // plain offset (no per-sample table lookups), so the inner loop is a short linear scan. The per-pixel
  // arithmetic and its order are unchanged (max is order-free; directions still add up in order), so the
  // result is bit-identical to marching each pixel's samples in turn.
  const best = new Float64Array(width);
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
    // Plain loops rather than fill(): on 16x16 frames the builtin's call cost outweighs the work.
    for (let x = first; x < end; x++) occlusion[x] = 0;
    for (const [ux, uy] of directions) {
      const unit = ux !== 0 && uy !== 0 ? Math.SQRT2 : 1;
      for (let x = first; x < end; x++) best[x] = 0;
      for (const step of steps) {
        const inverseDistance = 1 / (step * unit);
        const source = rows[y + uy * step + pad]! * width;
        const dx = ux * step;
        // Columns whose shifted sample stays inside the row: lo <= x < hi (within the traced span).
        const lo = Math.min(end, Math.max(first, -dx));
        const hi = Math.max(lo, Math.min(end, width - dx));
        for (let x = first; x < lo; x++) {
          const slope = (data[source + cols[x + dx + pad]!]! - data[rowStart + x]!) * inverseDistance;
          if (slope > best[x]!) best[x] = slope;
        }
        const shifted = source + dx;
        for (let x = lo; x < hi; x++) {
          const slope = (data[shifted + x]! - data[rowStart + x]!) * inverseDistance;
          if (slope > best[x]!) best[x] = slope;
        }
        for (let x = hi; x < end; x++) {
          const slope = (data[source + cols[x + dx + pad]!]! - data[rowStart + x]!) * inverseDistance;
          if (slope > best[x]!) best[x] = slope;
        }
      }
      for (let x = first; x < end; x++) {
        const b = best[x]!;
        occlusion[x] = occlusion[x]! + b / Math.sqrt(1 + b * b);
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
