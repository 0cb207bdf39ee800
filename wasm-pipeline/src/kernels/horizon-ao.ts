import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";

/** Options for {@link horizonAo}. */
export interface HorizonAoOptions {
  /** How far to search for occluders, in pixels; 0 gives no occlusion. */
  radius: number;
  edges: EdgeMode;
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
  const { radius, edges } = { ...defaultHorizonAoOptions, ...options };
  if (!(radius >= 0)) throw new RangeError(`radius must be >= 0, got ${radius}`);
  const { width, height: rowsCount, data } = height;
  const out = createPlane(width, rowsCount);
  const steps = horizonSteps(Math.floor(radius));
  if (steps.length === 0) return fill(out, 1);

  const pad = steps[steps.length - 1]!;
  const cols = edgeIndexTable(width, pad, edges);
  const rows = edgeIndexTable(rowsCount, pad, edges);
  // Flattened (direction, step) samples: offsets plus 1/distance, walked per pixel so no per-direction
  // buffers are needed (AO grids are at most 256 px a side, so the neighbourhood stays in cache).
  const perDirection = steps.length;
  const offsetX = new Int32Array(directions.length * perDirection);
  const offsetY = new Int32Array(directions.length * perDirection);
  const inverseDistance = new Float64Array(directions.length * perDirection);
  for (let d = 0; d < directions.length; d++) {
    const [ux, uy] = directions[d]!;
    const unit = ux !== 0 && uy !== 0 ? Math.SQRT2 : 1;
    for (let k = 0; k < perDirection; k++) {
      offsetX[d * perDirection + k] = ux * steps[k]! + pad;
      offsetY[d * perDirection + k] = uy * steps[k]! + pad;
      inverseDistance[d * perDirection + k] = 1 / (steps[k]! * unit);
    }
  }
  const scale = 1 / directions.length;
  for (let y = 0; y < rowsCount; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const here = data[i]!;
      let occlusion = 0;
      for (let d = 0, j = 0; d < directions.length; d++) {
        let best = 0;
        for (let k = 0; k < perDirection; k++, j++) {
          const slope = (data[rows[y + offsetY[j]!]! * width + cols[x + offsetX[j]!]!]! - here) * inverseDistance[j]!;
          if (slope > best) best = slope;
        }
        occlusion += best / Math.sqrt(1 + best * best);
      }
      out.data[i] = 1 - occlusion * scale;
    }
  }
  return out;
}

function fill(plane: Plane, value: number): Plane {
  plane.data.fill(value);
  return plane;
}
