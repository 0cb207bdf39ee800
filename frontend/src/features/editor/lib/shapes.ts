import type { Point } from "./brush";
import { createMask, type Mask, mark } from "./mask";

export interface ShapeOptions {
  filled: boolean;
  /** Outline width in pixels (the brush size); ignored when filled. */
  thickness: number;
}

/** The inclusive pixel box spanned by a drag from `a` to `b`, in either direction. */
function box(a: Point, b: Point) {
  return { minX: Math.min(a.x, b.x), maxX: Math.max(a.x, b.x), minY: Math.min(a.y, b.y), maxY: Math.max(a.y, b.y) };
}

/** A rectangle whose corners are the two drag points (both included), outlined or filled. */
export function rectMask(width: number, height: number, a: Point, b: Point, options: ShapeOptions): Mask {
  const mask = createMask(width, height);
  const { minX, maxX, minY, maxY } = box(a, b);
  const t = Math.max(1, Math.round(options.thickness));
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const edge = x < minX + t || x > maxX - t || y < minY + t || y > maxY - t;
      if (options.filled || edge) mark(mask, x, y);
    }
  }
  return mask;
}

/**
 * An ellipse inscribed in the drag box (a circle when the box is square): pixels whose centres fall
 * inside it; the outline keeps those outside the ellipse shrunk by the thickness on each axis.
 */
export function ellipseMask(width: number, height: number, a: Point, b: Point, options: ShapeOptions): Mask {
  const mask = createMask(width, height);
  const { minX, maxX, minY, maxY } = box(a, b);
  const cx = (minX + maxX + 1) / 2;
  const cy = (minY + maxY + 1) / 2;
  const rx = (maxX - minX + 1) / 2;
  const ry = (maxY - minY + 1) / 2;
  const t = Math.max(1, Math.round(options.thickness));
  const inside = (x: number, y: number, ax: number, ay: number) =>
    ax > 0 && ay > 0 && ((x + 0.5 - cx) / ax) ** 2 + ((y + 0.5 - cy) / ay) ** 2 <= 1;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      if (!inside(x, y, rx, ry)) continue;
      if (options.filled || !inside(x, y, rx - t, ry - t)) mark(mask, x, y);
    }
  }
  return mask;
}
