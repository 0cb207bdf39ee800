import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";

/** Options for {@link boxBlur}. */
export interface BoxBlurOptions {
  /** Half-width of the window in pixels (window = 2r+1); 0 copies the plane. */
  radius: number;
  edges: EdgeMode;
}

export const defaultBoxBlurOptions: BoxBlurOptions = { radius: 1, edges: "wrap" };

/** Sliding-window mean along each row; `cols` resolves edges for coordinates -r-1 .. width+r. */
function horizontalPass(
  src: Float32Array,
  dst: Float32Array,
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
    for (let k = -radius; k <= radius; k++) sum += src[base + cols[k + pad]!]!;
    for (let x = 0; x < width; x++) {
      dst[base + x] = sum * scale;
      sum += src[base + cols[x + radius + 1 + pad]!]! - src[base + cols[x - radius + pad]!]!;
    }
  }
}

/**
 * Sliding-window mean down the columns, walking whole rows at a time with one running sum per column,
 * so memory is read in order (a column-by-column walk is several times slower on large maps).
 */
function verticalPass(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  radius: number,
  rows: Int32Array,
): void {
  const pad = radius + 1;
  const scale = 1 / (2 * radius + 1);
  const sums = new Float64Array(width);
  for (let k = -radius; k <= radius; k++) {
    const row = rows[k + pad]! * width;
    for (let x = 0; x < width; x++) sums[x] = sums[x]! + src[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const out = y * width;
    const add = rows[y + radius + 1 + pad]! * width;
    const remove = rows[y - radius + pad]! * width;
    for (let x = 0; x < width; x++) {
      const s = sums[x]!;
      dst[out + x] = s * scale;
      sums[x] = s + src[add + x]! - src[remove + x]!;
    }
  }
}

/**
 * Mean over a (2r+1)^2 window in O(1) per pixel (running sums, separable), with wrap or clamp edges.
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
  const tmp = createPlane(width, height).data; // createPlane: small scratch planes come from its slab
  horizontalPass(plane.data, tmp, width, height, radius, edgeIndexTable(width, radius + 1, edges));
  verticalPass(tmp, out.data, width, height, radius, edgeIndexTable(height, radius + 1, edges));
  return out;
}
