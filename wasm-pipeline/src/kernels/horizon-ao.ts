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
  const n = width * rowsCount;
  const steps = horizonSteps(Math.floor(radius));
  if (steps.length === 0) return fill(out, 1);

  const pad = steps[steps.length - 1]!;
  const cols = edgeIndexTable(width, pad, edges);
  const rows = edgeIndexTable(rowsCount, pad, edges);
  const occlusion = new Float32Array(n);
  const best = new Float32Array(n);
  for (const [ux, uy] of directions) {
    best.fill(0);
    const unit = Math.hypot(ux, uy);
    for (const d of steps) {
      const ox = ux * d;
      const oy = uy * d;
      const inverseDistance = 1 / (d * unit);
      for (let y = 0; y < rowsCount; y++) {
        const row = rows[y + oy + pad]! * width;
        const base = y * width;
        for (let x = 0; x < width; x++) {
          const i = base + x;
          const slope = (data[row + cols[x + ox + pad]!]! - data[i]!) * inverseDistance;
          if (slope > best[i]!) best[i] = slope;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      const s = best[i]!;
      occlusion[i] = occlusion[i]! + s / Math.sqrt(1 + s * s);
    }
  }
  const scale = 1 / directions.length;
  for (let i = 0; i < n; i++) out.data[i] = 1 - occlusion[i]! * scale;
  return out;
}

function fill(plane: Plane, value: number): Plane {
  plane.data.fill(value);
  return plane;
}
