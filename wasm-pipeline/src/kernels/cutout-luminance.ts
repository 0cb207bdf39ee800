import type { RawImage } from "../types.js";
import { defaultLuminanceOptions } from "./luminance.js";
import { createPlane, type Plane } from "./plane.js";
import { scratch } from "./scratch.js";

/**
 * Rec. 709 luma (exactly as {@link luminance} with its default weights) and, in the same pass over the
 * pixels, which of them carry data: `valid[i]` is 0 where alpha is below `threshold`, 1 elsewhere, and
 * undefined when no pixel is below it (the common opaque texture needs no mask at all). The mask is a
 * reused array (see scratch): it is valid until the next call.
 */
export function cutoutLuminance(image: RawImage, threshold: number): { luma: Plane; valid?: Uint8Array } {
  const [wr, wg, wb] = defaultLuminanceOptions.weights;
  const luma = createPlane(image.width, image.height);
  const src = image.data;
  const dst = luma.data;
  const r = wr / 255;
  const g = wg / 255;
  const b = wb / 255;
  const n = dst.length;
  if (littleEndian && src.byteOffset % 4 === 0 && src.length >= n * 4) {
    // One 32-bit load per pixel (R in the low byte) instead of four byte loads; the same byte values.
    const pixels = new Uint32Array(src.buffer, src.byteOffset, n);
    let i = 0;
    for (; i < n; i++) {
      const v = pixels[i]!;
      dst[i] = (v & 255) * r + ((v >>> 8) & 255) * g + ((v >>> 16) & 255) * b;
      if (v >>> 24 < threshold) break;
    }
    if (i === n) return { luma };
    // From the first cutout pixel on, every pixel's flag is stored (1 at or above the threshold, 0
    // below) rather than tested for: in foliage, visible and hidden pixels alternate at random.
    const mask = newMask(n);
    for (; i < n; i++) {
      const v = pixels[i]!;
      dst[i] = (v & 255) * r + ((v >>> 8) & 255) * g + ((v >>> 16) & 255) * b;
      mask[i] = +(v >>> 24 >= threshold);
    }
    return { luma, valid: mask };
  }
  let valid: Uint8Array | undefined;
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    dst[i] = src[p]! * r + src[p + 1]! * g + src[p + 2]! * b;
    if (src[p + 3]! < threshold) {
      if (!valid) valid = newMask(n);
      valid[i] = 0;
    }
  }
  return valid ? { luma, valid } : { luma };
}

/** The mask's array, reused between calls. */
let maskScratch = new Uint8Array(0);

/** A mask of n ones (a view of exactly n entries: callers check its length against the plane). */
function newMask(n: number): Uint8Array {
  maskScratch = scratch(maskScratch, n);
  return maskScratch.subarray(0, n).fill(1);
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
