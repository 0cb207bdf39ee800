import { createRawImage, type RawImage } from "../types.js";
import { gradient } from "./gradient.js";
import type { EdgeMode, Plane } from "./plane.js";

/** Options for {@link normalFromHeight}. */
export interface NormalFromHeightOptions {
  /** Slope multiplier: surface z = strength * height (height in the plane's units per pixel). */
  strength: number;
  operator: "sobel" | "scharr";
  edges: EdgeMode;
}

export const defaultNormalFromHeightOptions: NormalFromHeightOptions = {
  strength: 1,
  operator: "scharr",
  edges: "wrap",
};

/** Encodes a component in -1..1 as LabPBR stores it: round((0.5v + 0.5) * 255). */
function encode(v: number): number {
  return Math.round((0.5 * v + 0.5) * 255);
}

/** Decoded length² of an encoded XY pair, as shaders reconstruct it (v/255*2-1). */
function decodedLengthSquared(r: number, g: number): number {
  const x = (r / 255) * 2 - 1;
  const y = (g / 255) * 2 - 1;
  return x * x + y * y;
}

/**
 * Tangent-space normals of the heightfield in LabPBR's DirectX convention: R = +x right,
 * G = (0.5 - 0.5*ny)*255 with ny up-positive (so G grows downwards). Returns R, G in an RGBA image with
 * B = 255 and A = 255 for the caller to fill. After rounding `|XY| <= 1` always holds: a pair that rounds
 * outside the unit disc is pulled one step towards the centre until it is inside.
 */
export function normalFromHeight(height: Plane, options: Partial<NormalFromHeightOptions> = {}): RawImage {
  const { strength, operator, edges } = { ...defaultNormalFromHeightOptions, ...options };
  if (!(strength >= 0)) throw new RangeError(`strength must be >= 0, got ${strength}`);
  const { dx, dy } = gradient(height, { operator, edges });
  const out = createRawImage(height.width, height.height);
  const data = out.data;
  for (let i = 0, p = 0; i < dx.data.length; i++, p += 4) {
    // Surface z = s*h: n ∝ (-s*dh/dx, -s*dh/dy_up, 1) and dy_up = -dy_image.
    const sx = -strength * dx.data[i]!;
    const sy = strength * dy.data[i]!;
    const inv = 1 / Math.sqrt(sx * sx + sy * sy + 1);
    let r = encode(sx * inv);
    let g = encode(-sy * inv);
    while (decodedLengthSquared(r, g) > 1) {
      if (Math.abs(r - 127.5) >= Math.abs(g - 127.5)) r += r > 127.5 ? -1 : 1;
      else g += g > 127.5 ? -1 : 1;
    }
    data[p] = r;
    data[p + 1] = g;
    data[p + 2] = 255;
    data[p + 3] = 255;
  }
  return out;
}
