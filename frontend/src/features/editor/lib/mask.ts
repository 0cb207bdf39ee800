/**
 * Coverage masks: which pixels a stroke or shape touches (1) or not (0). Tools first rasterise into a
 * mask and paint it once, so a stroke that crosses itself never blends its colour twice.
 */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

export function createMask(width: number, height: number): Mask {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Expected positive integer mask sizes, got ${width}x${height}`);
  }
  return { width, height, data: new Uint8Array(width * height) };
}

/** Marks one pixel; positions outside the texture are ignored (strokes may leave the canvas). */
export function mark(mask: Mask, x: number, y: number): void {
  if (x < 0 || y < 0 || x >= mask.width || y >= mask.height) return;
  mask.data[y * mask.width + x] = 1;
}

/** The covered pixel positions, row by row (handy for tests and for counting). */
export function coveredPixels(mask: Mask): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i]) out.push([i % mask.width, Math.floor(i / mask.width)]);
  return out;
}
