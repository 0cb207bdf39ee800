import { createPlane, type EdgeMode, type Plane } from "./plane.js";

/**
 * Bilinear upsampling to `width` x `height` with pixel centres aligned (the inverse of boxDownsample),
 * wrapping or clamping at the edges.
 */
export function bilinearUpsample(plane: Plane, width: number, height: number, edges: EdgeMode): Plane {
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
