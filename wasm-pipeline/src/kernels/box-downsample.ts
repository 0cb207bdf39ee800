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
