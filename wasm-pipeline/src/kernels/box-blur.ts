import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";

/** Options for {@link boxBlur}. */
export interface BoxBlurOptions {
  /** Half-width of the window in pixels (window = 2r+1); 0 copies the plane. */
  radius: number;
  edges: EdgeMode;
}

export const defaultBoxBlurOptions: BoxBlurOptions = { radius: 1, edges: "wrap" };

/** One separable pass of a sliding-window mean along rows or columns; `table` resolves edges (pad r+1). */
function pass(
  src: Float32Array,
  dst: Float32Array,
  length: number,
  lines: number,
  radius: number,
  table: Int32Array,
  lineStride: number,
  step: number,
): void {
  const pad = radius + 1;
  const scale = 1 / (2 * radius + 1);
  for (let line = 0; line < lines; line++) {
    const base = line * lineStride;
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += src[base + table[k + pad]! * step]!;
    for (let i = 0; i < length; i++) {
      dst[base + i * step] = sum * scale;
      sum += src[base + table[i + radius + 1 + pad]! * step]! - src[base + table[i - radius + pad]! * step]!;
    }
  }
}

/**
 * Mean over a (2r+1)^2 window in O(1) per pixel (running sums, separable), with wrap or clamp edges.
 * Repeated application approximates a Gaussian; the height pyramid relies on that.
 */
export function boxBlur(plane: Plane, options: Partial<BoxBlurOptions> = {}): Plane {
  const { radius, edges } = { ...defaultBoxBlurOptions, ...options };
  if (!Number.isInteger(radius) || radius < 0)
    throw new RangeError(`radius must be a non-negative integer, got ${radius}`);
  const { width, height } = plane;
  const out = createPlane(width, height);
  if (radius === 0) {
    out.data.set(plane.data);
    return out;
  }
  const tmp = new Float32Array(width * height);
  pass(plane.data, tmp, width, height, radius, edgeIndexTable(width, radius + 1, edges), width, 1);
  pass(tmp, out.data, height, width, radius, edgeIndexTable(height, radius + 1, edges), 1, width);
  return out;
}
