import { createRawImage, type RawImage } from "../types.js";
import { type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";

/** Options for {@link normalFromHeight}. */
export interface NormalFromHeightOptions {
  /** Slope multiplier: surface z = strength * height (height in the plane's units per pixel). */
  strength: number;
  /** Scharr (3,10,3) is more rotation-invariant than Sobel (1,2,1) on small pixel art. */
  operator: "sobel" | "scharr";
  edges: EdgeMode;
  /**
   * Write R and G into this RGBA image (of the height's size) instead of a new one; its B and A are left
   * as they are. Saves a full-size buffer and a copy when assembling `_n`.
   */
  target?: RawImage;
}

export const defaultNormalFromHeightOptions: NormalFromHeightOptions = {
  strength: 1,
  operator: "scharr",
  edges: "wrap",
};

/**
 * Tangent-space normals of the heightfield in LabPBR's DirectX convention: R = +x right,
 * G = (0.5 - 0.5*ny)*255 with ny up-positive (so G grows downwards), each rounded as
 * round((0.5v + 0.5) * 255). The derivative is a centred 3x3 Sobel/Scharr normalised so a ramp of 1 per
 * pixel gives 1 (the derivative is fused into this kernel to avoid two full-size planes).
 * Returns R, G in an RGBA image with B = 255 and A = 255 for the caller to fill (or fills R, G of
 * `options.target`). After rounding
 * `|XY| <= 1` always holds (decoded as v/255*2-1): a pair that rounds outside the unit disc is pulled one
 * step at a time towards the centre.
 */
export function normalFromHeight(height: Plane, options: Partial<NormalFromHeightOptions> = {}): RawImage {
  const { strength, operator, edges, target } = { ...defaultNormalFromHeightOptions, ...options };
  if (!(strength >= 0)) throw new RangeError(`strength must be >= 0, got ${strength}`);
  const [side, centre] = operator === "scharr" ? [3, 10] : [1, 2];
  const norm = strength / (2 * (2 * side + centre));
  const { width, data } = height;
  const rowsCount = height.height;
  if (target && (target.width !== width || target.height !== rowsCount)) {
    throw new RangeError(`target is ${target.width}x${target.height}, expected ${width}x${rowsCount}`);
  }
  const out = target ?? createRawImage(width, rowsCount);
  const fillBlueAlpha = !target;
  // Values are whole numbers in 0..255 already, so a plain byte view skips the clamped-store conversion.
  const dst = new Uint8Array(out.data.buffer, out.data.byteOffset, out.data.length);
  const cols = edgeIndexTable(width, 1, edges);
  const rows = edgeIndexTable(rowsCount, 1, edges);
  for (let y = 0; y < rowsCount; y++) {
    const up = rows[y]! * width;
    const mid = rows[y + 1]! * width;
    const down = rows[y + 2]! * width;
    for (let x = 0; x < width; x++) {
      const l = cols[x]!;
      const c = cols[x + 1]!;
      const r = cols[x + 2]!;
      const tl = data[up + l]!;
      const tr = data[up + r]!;
      const bl = data[down + l]!;
      const br = data[down + r]!;
      // Surface z = s*h: n ∝ (-s*dh/dx, -s*dh/dy_up, 1), and dy_up = -dy_image.
      const sx = -(side * (tr - tl + br - bl) + centre * (data[mid + r]! - data[mid + l]!)) * norm;
      const sy = (side * (bl - tl + br - tr) + centre * (data[down + c]! - data[up + c]!)) * norm;
      const slope2 = sx * sx + sy * sy;
      const inv = 1 / Math.sqrt(slope2 + 1);
      // Both values are in 0..255.5, where (v + 0.5) | 0 rounds exactly like Math.round, only faster.
      let red = ((0.5 * sx * inv + 0.5) * 255 + 0.5) | 0;
      let green = ((0.5 - 0.5 * sy * inv) * 255 + 0.5) | 0;
      // Rounding can only leave the unit disc when |XY| is within ~1/64 of 1, i.e. slopes beyond ~80°.
      if (slope2 > 30) {
        let ex = red / 127.5 - 1;
        let ey = green / 127.5 - 1;
        while (ex * ex + ey * ey > 1) {
          if (Math.abs(ex) >= Math.abs(ey)) red += ex > 0 ? -1 : 1;
          else green += ey > 0 ? -1 : 1;
          ex = red / 127.5 - 1;
          ey = green / 127.5 - 1;
        }
      }
      const p = (y * width + x) * 4;
      dst[p] = red;
      dst[p + 1] = green;
      if (fillBlueAlpha) {
        dst[p + 2] = 255;
        dst[p + 3] = 255;
      }
    }
  }
  return out;
}
