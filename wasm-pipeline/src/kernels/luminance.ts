import type { RawImage } from "../types.js";
import { createPlane, type Plane } from "./plane.js";

/** Options for {@link luminance}. */
export interface LuminanceOptions {
  /** Weights for R, G and B; Rec. 709 by default. */
  weights: readonly [number, number, number];
}

export const defaultLuminanceOptions: LuminanceOptions = { weights: [0.2126, 0.7152, 0.0722] };

/**
 * Luma in 0..1 from the stored (gamma-encoded) values. Texture bytes are never colour-managed, so this
 * is the perceptual brightness artists painted, which is what height-from-albedo wants.
 */
export function luminance(image: RawImage, options: Partial<LuminanceOptions> = {}): Plane {
  const [wr, wg, wb] = { ...defaultLuminanceOptions, ...options }.weights;
  const out = createPlane(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  const r = wr / 255;
  const g = wg / 255;
  const b = wb / 255;
  for (let i = 0, p = 0; i < dst.length; i++, p += 4) dst[i] = src[p]! * r + src[p + 1]! * g + src[p + 2]! * b;
  return out;
}
