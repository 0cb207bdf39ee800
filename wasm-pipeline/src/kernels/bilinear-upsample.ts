import { createPlane, type EdgeMode, type Plane } from "./plane.js";
import { scratch } from "./scratch.js";

/**
 * Bilinear upsampling to `width` x `height` with pixel centres aligned (the inverse of boxDownsample),
 * wrapping or clamping at the edges.
 */
export function bilinearUpsample(plane: Plane, width: number, height: number, edges: EdgeMode): Plane {
  if (width === plane.width * 2 && height === plane.height * 2) return upsampleDouble(plane, edges);
  // Power-of-two enlargements (AO and statistics grids) go through repeated doubling: several times
  // cheaper per pixel than the general path, and just as smooth.
  const ratio = width / plane.width;
  if (ratio === height / plane.height && ratio > 2 && Number.isInteger(ratio) && (ratio & (ratio - 1)) === 0) {
    let current = plane;
    while (current.width < width) current = upsampleDouble(current, edges);
    return current;
  }
  const out = createPlane(width, height);
  const sx = plane.width / width;
  const sy = plane.height / height;
  const at = (c: number, size: number) =>
    edges === "wrap" ? ((c % size) + size) % size : Math.min(size - 1, Math.max(0, c));
  const x0 = new Int32Array(width);
  const x1 = new Int32Array(width);
  const fx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const u = (x + 0.5) * sx - 0.5;
    const f = Math.floor(u);
    x0[x] = at(f, plane.width);
    x1[x] = at(f + 1, plane.width);
    fx[x] = u - f;
  }
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) * sy - 0.5;
    const f = Math.floor(v);
    const r0 = at(f, plane.height) * plane.width;
    const r1 = at(f + 1, plane.height) * plane.width;
    const fy = v - f;
    for (let x = 0; x < width; x++) {
      const a = plane.data[r0 + x0[x]!]!;
      const b = plane.data[r0 + x1[x]!]!;
      const c = plane.data[r1 + x0[x]!]!;
      const d = plane.data[r1 + x1[x]!]!;
      const t = fx[x]!;
      out.data[y * width + x] = (a + (b - a) * t) * (1 - fy) + (c + (d - c) * t) * fy;
    }
  }
  return out;
}

/**
 * The pyramid's common case, exactly twice the size: every output pixel sits a quarter pixel from its
 * source centre, so the weights are the constants 3/4 and 1/4 and each source row is blended once per
 * output row. Same result as the general path up to float rounding order.
 */
function upsampleDouble(plane: Plane, edges: EdgeMode): Plane {
  const { width: sw, height: sh, data: src } = plane;
  const width = sw * 2;
  const out = createPlane(width, sh * 2);
  const dst = out.data;
  const wrap = edges === "wrap";
  const row = blendedRow(sw);
  for (let y = 0; y < sh * 2; y++) {
    // Output row y lies between source rows (y-1)/2 and (y+1)/2: the near one weighs 3/4.
    const near = y >> 1;
    const farRaw = y & 1 ? near + 1 : near - 1;
    const far = farRow(farRaw, sh, wrap);
    const a = near * sw;
    const b = far * sw;
    for (let x = 0; x < sw; x++) row[x] = 0.75 * src[a + x]! + 0.25 * src[b + x]!;
    const o = y * width;
    const last = sw - 1;
    const left = wrap ? row[last]! : row[0]!;
    const right = wrap ? row[0]! : row[last]!;
    for (let x = 0; x < sw; x++) {
      const centre = row[x]!;
      const prev = x > 0 ? row[x - 1]! : left;
      const next = x < last ? row[x + 1]! : right;
      dst[o + 2 * x] = 0.75 * centre + 0.25 * prev;
      dst[o + 2 * x + 1] = 0.75 * centre + 0.25 * next;
    }
  }
  return out;
}

/**
 * `plane` upsampled to exactly twice its size (as {@link bilinearUpsample}) plus `weight` times `addend`
 * (a plane of that size), in one pass: each upsampled value is rounded to float32 (Math.fround: the
 * store into an upsampled plane) before the weighted addend is added, and the sum is rounded by its own
 * store, so the result is bit for bit an upsample followed by `out[i] = out[i] + weight * addend[i]`,
 * without writing and re-reading the full-size plane in between.
 */
export function upsampleDoubleAdding(plane: Plane, edges: EdgeMode, weight: number, addend: Plane): Plane {
  const { width: sw, height: sh, data: src } = plane;
  const width = sw * 2;
  if (addend.width !== width || addend.height !== sh * 2) {
    throw new RangeError(`addend is ${addend.width}x${addend.height}, expected ${width}x${sh * 2}`);
  }
  const out = createPlane(width, sh * 2);
  const dst = out.data;
  const add = addend.data;
  const wrap = edges === "wrap";
  const row = blendedRow(sw);
  for (let y = 0; y < sh * 2; y++) {
    const near = y >> 1;
    const farRaw = y & 1 ? near + 1 : near - 1;
    const far = farRow(farRaw, sh, wrap);
    const a = near * sw;
    const b = far * sw;
    for (let x = 0; x < sw; x++) row[x] = 0.75 * src[a + x]! + 0.25 * src[b + x]!;
    const o = y * width;
    const last = sw - 1;
    const left = wrap ? row[last]! : row[0]!;
    const right = wrap ? row[0]! : row[last]!;
    for (let x = 0; x < sw; x++) {
      const centre = row[x]!;
      const prev = x > 0 ? row[x - 1]! : left;
      const next = x < last ? row[x + 1]! : right;
      const i = o + 2 * x;
      dst[i] = Math.fround(0.75 * centre + 0.25 * prev) + weight * add[i]!;
      dst[i + 1] = Math.fround(0.75 * centre + 0.25 * next) + weight * add[i + 1]!;
    }
  }
  return out;
}

/**
 * The source row one step outside 0 .. rows - 1 at most (-1 or `rows`) resolved by the edge mode: the
 * wrapped or clamped index, as (r + rows) % rows and the clamp give it, by tests rather than a division
 * per output row.
 */
function farRow(row: number, rows: number, wrap: boolean): number {
  if (row < 0) return wrap ? rows - 1 : 0;
  if (row >= rows) return wrap ? 0 : rows - 1;
  return row;
}

/** The blended source row (float32, as the upsample has always rounded it), reused between calls. */
let rowScratch = new Float32Array(0);

function blendedRow(length: number): Float32Array {
  rowScratch = scratch(rowScratch, length);
  return rowScratch;
}
