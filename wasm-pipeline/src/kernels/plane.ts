/** A single-channel float image; kernels work on these so intermediate values keep their precision. */
export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

/** How a kernel samples outside the image: tiling block textures wrap, items and cutouts clamp. */
export type EdgeMode = "wrap" | "clamp";

/** Creates a zero-filled plane after checking the dimensions are whole and positive. */
export function createPlane(width: number, height: number): Plane {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`Plane dimensions must be positive integers, got ${width}x${height}`);
  }
  return { width, height, data: floats(width * height) };
}

/** Planes up to this many values are carved from a shared slab (128x128 and below: most of a 16x pack). */
const slabPlaneLimit = 16384;
const slabLength = 1 << 18;
let slab = new ArrayBuffer(0);
let slabUsed = slabLength; // "full": the first small plane allocates the first slab

/**
 * A zero-filled Float32Array. Small ones are views into a 1 MB slab that is only ever handed out once
 * (so it is still zero): allocating a separate backing store per small plane cost more than the kernels'
 * work on 16x16 textures. A slab is freed when its last plane is.
 */
function floats(length: number): Float32Array {
  if (length > slabPlaneLimit) return new Float32Array(length);
  if (slabUsed + length > slabLength) {
    slab = new ArrayBuffer(slabLength * 4);
    slabUsed = 0;
  }
  const view = new Float32Array(slab, slabUsed * 4, length);
  slabUsed += length;
  return view;
}

/** Creates a plane from literal rows (for tests and small fixed inputs). */
export function planeFromRows(rows: number[][]): Plane {
  const plane = createPlane(rows[0]?.length ?? 0, rows.length);
  rows.forEach((row, y) => {
    if (row.length !== plane.width) throw new RangeError(`Row ${y} has ${row.length} values, expected ${plane.width}`);
    plane.data.set(row, y * plane.width);
  });
  return plane;
}

/** The plane's values as rows of numbers (for tests). */
export function planeRows(plane: Plane): number[][] {
  const rows: number[][] = [];
  for (let y = 0; y < plane.height; y++)
    rows.push(Array.from(plane.data.subarray(y * plane.width, (y + 1) * plane.width)));
  return rows;
}

/** Tables already built, keyed by size, pad and mode; kernels ask for the same few many times per texture. */
const edgeTables = new Map<number, Int32Array>();
const maxCachedTables = 256;

/**
 * Index table for coordinates `-pad .. size-1+pad` resolved by the edge mode, offset by `pad`, so inner
 * loops do a table lookup instead of a modulo or a branch. Tables are shared between calls (building one
 * costs more than a small kernel's work), so callers must only read them.
 */
export function edgeIndexTable(size: number, pad: number, edges: EdgeMode): Int32Array {
  // Small tables only (16 KB each at most), so the cache stays under 4 MB whatever the input.
  const cacheable = size + 2 * pad <= 4096 && pad < 1024;
  const key = (size * 1024 + pad) * 2 + (edges === "wrap" ? 1 : 0);
  const cached = cacheable ? edgeTables.get(key) : undefined;
  if (cached) return cached;
  const table = new Int32Array(size + 2 * pad);
  for (let i = 0; i < table.length; i++) {
    const c = i - pad;
    table[i] = edges === "wrap" ? ((c % size) + size) % size : c < 0 ? 0 : c >= size ? size - 1 : c;
  }
  if (cacheable) {
    // Bounded: a pack has a handful of distinct sizes, so clearing on overflow almost never happens.
    if (edgeTables.size >= maxCachedTables) edgeTables.clear();
    edgeTables.set(key, table);
  }
  return table;
}
