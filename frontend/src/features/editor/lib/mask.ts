/**
 * Coverage masks: which pixels a stroke or shape touches (1) or not (0). Tools first rasterise into a
 * mask and paint it once, so a stroke that crosses itself never blends its colour twice.
 */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
  /**
   * The inclusive box around every marked pixel (empty while max < min). Painting visits only this box,
   * so a stroke on a 1024x1024 texture costs what it covers, not a million pixels per pointer move.
   */
  bounds: Box;
}

/** An inclusive pixel box; empty while max < min. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The smallest box holding both (an empty box adds nothing). */
export function unionBox(a: Box, b: Box): Box {
  if (a.maxX < a.minX || a.maxY < a.minY) return { ...b };
  if (b.maxX < b.minX || b.maxY < b.minY) return { ...a };
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

export function createMask(width: number, height: number): Mask {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Expected positive integer mask sizes, got ${width}x${height}`);
  }
  return {
    width,
    height,
    data: new Uint8Array(width * height),
    bounds: { minX: width, minY: height, maxX: -1, maxY: -1 },
  };
}

/** Marks one pixel; positions outside the texture are ignored (strokes may leave the canvas). */
export function mark(mask: Mask, x: number, y: number): void {
  if (x < 0 || y < 0 || x >= mask.width || y >= mask.height) return;
  mask.data[y * mask.width + x] = 1;
  const { bounds } = mask;
  if (x < bounds.minX) bounds.minX = x;
  if (x > bounds.maxX) bounds.maxX = x;
  if (y < bounds.minY) bounds.minY = y;
  if (y > bounds.maxY) bounds.maxY = y;
}

/** The covered pixel positions, row by row (handy for tests and for counting). */
export function coveredPixels(mask: Mask): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i]) out.push([i % mask.width, Math.floor(i / mask.width)]);
  return out;
}
