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
  let valid: Uint8Array | undefined;
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    dst[i] = src[p]! * r + src[p + 1]! * g + src[p + 2]! * b;
    if (src[p + 3]! < threshold) {
      if (!valid) {
        maskScratch = scratch(maskScratch, n);
        // A view of exactly n entries: callers check the mask's length against the plane.
        valid = maskScratch.subarray(0, n).fill(1);
      }
      valid[i] = 0;
    }
  }
  return valid ? { luma, valid } : { luma };
}

/** The mask's array, reused between calls. */
let maskScratch = new Uint8Array(0);
