import { createPlane, type Plane } from "./plane.js";

/** Averages factor x factor blocks; the plane's sides must be multiples of `factor`. */
export function boxDownsample(plane: Plane, factor: number): Plane {
  if (!Number.isInteger(factor) || factor < 1 || plane.width % factor || plane.height % factor) {
    throw new RangeError(`factor must be a whole divisor of ${plane.width}x${plane.height}, got ${factor}`);
  }
  const out = createPlane(plane.width / factor, plane.height / factor);
  const scale = 1 / (factor * factor);
  for (let y = 0; y < plane.height; y++) {
    const outRow = Math.floor(y / factor) * out.width;
    const inRow = y * plane.width;
    for (let x = 0; x < plane.width; x++) {
      const o = outRow + Math.floor(x / factor);
      out.data[o] = out.data[o]! + plane.data[inRow + x]! * scale;
    }
  }
  return out;
}
