import { createPlane, type Plane } from "./plane.js";

/** Averages factor x factor blocks; the plane's sides must be multiples of `factor`. */
export function boxDownsample(plane: Plane, factor: number): Plane {
  if (!Number.isInteger(factor) || factor < 1 || plane.width % factor || plane.height % factor) {
    throw new RangeError(`factor must be a whole divisor of ${plane.width}x${plane.height}, got ${factor}`);
  }
  const out = createPlane(plane.width / factor, plane.height / factor);
  const src = plane.data;
  const dst = out.data;
  const scale = 1 / (factor * factor);
  const ow = out.width;
  if (factor === 2) {
    halve(src, dst, plane.width, out.height, ow, scale);
    return out;
  }
  for (let y = 0; y < plane.height; y++) {
    const outRow = ((y / factor) | 0) * ow;
    const inRow = y * plane.width;
    for (let ox = 0; ox < ow; ox++) {
      let sum = 0;
      const start = inRow + ox * factor;
      for (let k = 0; k < factor; k++) sum += src[start + k]!;
      dst[outRow + ox] = dst[outRow + ox]! + sum * scale;
    }
  }
  return out;
}

/**
 * Factor 2 (every pyramid level) without the per-block loop: the general path's operations written out,
 * sum = (0 + a) + b per source row and the output as (0 + top * scale) rounded to float32 (its first
 * store), then plus bottom * scale (the second), so every value is the same float32.
 */
function halve(src: Float32Array, dst: Float32Array, width: number, outRows: number, ow: number, scale: number): void {
  for (let oy = 0; oy < outRows; oy++) {
    const top = 2 * oy * width;
    const bottom = top + width;
    const outRow = oy * ow;
    for (let ox = 0; ox < ow; ox++) {
      const a = top + 2 * ox;
      const b = bottom + 2 * ox;
      dst[outRow + ox] = Math.fround(0 + (0 + src[a]! + src[a + 1]!) * scale) + (0 + src[b]! + src[b + 1]!) * scale;
    }
  }
}
