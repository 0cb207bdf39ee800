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
  return { width, height, data: new Float32Array(width * height) };
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

/**
 * Index table for coordinates `-pad .. size-1+pad` resolved by the edge mode, offset by `pad`, so inner
 * loops do a table lookup instead of a modulo or a branch.
 */
export function edgeIndexTable(size: number, pad: number, edges: EdgeMode): Int32Array {
  const table = new Int32Array(size + 2 * pad);
  for (let i = 0; i < table.length; i++) {
    const c = i - pad;
    table[i] = edges === "wrap" ? ((c % size) + size) % size : c < 0 ? 0 : c >= size ? size - 1 : c;
  }
  return table;
}
