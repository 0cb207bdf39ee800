import { type Mask, mark } from "./mask";

export interface Point {
  x: number;
  y: number;
}

/**
 * Marks a round brush of `size` pixels across, centred on pixel (x, y): the pixels whose centres lie
 * within size/2 of the footprint's centre. Sizes 1-3 are full squares, as pixel artists expect.
 */
export function stampBrush(mask: Mask, { x, y }: Point, size: number): void {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Expected a brush size of 1 or more, got ${size}`);
  const start = { x: x - Math.floor((size - 1) / 2), y: y - Math.floor((size - 1) / 2) };
  const centre = { x: start.x + size / 2, y: start.y + size / 2 };
  const limit = (size / 2) ** 2;
  for (let py = start.y; py < start.y + size; py++) {
    for (let px = start.x; px < start.x + size; px++) {
      if ((px + 0.5 - centre.x) ** 2 + (py + 0.5 - centre.y) ** 2 <= limit) mark(mask, px, py);
    }
  }
}

/** The pixels of a straight line from `from` to `to` inclusive (Bresenham), so fast drags leave no gaps. */
export function linePixels(from: Point, to: Point): Point[] {
  const points: Point[] = [];
  let { x, y } = from;
  const dx = Math.abs(to.x - x);
  const dy = -Math.abs(to.y - y);
  const sx = x < to.x ? 1 : -1;
  const sy = y < to.y ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    points.push({ x, y });
    if (x === to.x && y === to.y) return points;
    const twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      x += sx;
    }
    if (twice <= dx) {
      error += dx;
      y += sy;
    }
  }
}

/** Marks a brush segment: one stamp per pixel of the line between two pointer samples. */
export function strokeSegment(mask: Mask, from: Point, to: Point, size: number): void {
  for (const point of linePixels(from, to)) stampBrush(mask, point, size);
}
