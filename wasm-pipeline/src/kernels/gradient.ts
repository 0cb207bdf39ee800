import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";

/** Options for {@link gradient}. */
export interface GradientOptions {
  /** Scharr (3,10,3) is more rotation-invariant than Sobel (1,2,1) on small pixel art. */
  operator: "sobel" | "scharr";
  edges: EdgeMode;
}

export const defaultGradientOptions: GradientOptions = { operator: "scharr", edges: "wrap" };

/** Horizontal (+x right) and vertical (+y down, image rows) derivatives. */
export interface Gradient {
  dx: Plane;
  dy: Plane;
}

/**
 * Centred 3x3 derivative, normalised so a ramp rising by 1 per pixel gives exactly 1 (central difference
 * over 2 px, smoothed across by 1:2:1 or 3:10:3).
 */
export function gradient(plane: Plane, options: Partial<GradientOptions> = {}): Gradient {
  const { operator, edges } = { ...defaultGradientOptions, ...options };
  const [side, centre] = operator === "scharr" ? [3, 10] : [1, 2];
  const norm = 1 / (2 * (2 * side + centre));
  const { width, height, data } = plane;
  const dx = createPlane(width, height);
  const dy = createPlane(width, height);
  const cols = edgeIndexTable(width, 1, edges);
  const rows = edgeIndexTable(height, 1, edges);
  for (let y = 0; y < height; y++) {
    const up = rows[y]! * width;
    const mid = rows[y + 1]! * width;
    const down = rows[y + 2]! * width;
    for (let x = 0; x < width; x++) {
      const l = cols[x]!;
      const c = cols[x + 1]!;
      const r = cols[x + 2]!;
      const tl = data[up + l]!;
      const tc = data[up + c]!;
      const tr = data[up + r]!;
      const ml = data[mid + l]!;
      const mr = data[mid + r]!;
      const bl = data[down + l]!;
      const bc = data[down + c]!;
      const br = data[down + r]!;
      const i = y * width + x;
      dx.data[i] = (side * (tr - tl + br - bl) + centre * (mr - ml)) * norm;
      dy.data[i] = (side * (bl - tl + br - tr) + centre * (bc - tc)) * norm;
    }
  }
  return { dx, dy };
}
