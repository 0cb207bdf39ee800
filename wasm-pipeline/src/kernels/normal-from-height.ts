import { createRawImage, type RawImage } from "../types.js";
import { optionOr } from "./options.js";
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
  /**
   * Pixels whose normal is wanted (non-zero entries); the others are not written at all, for callers
   * that overwrite them (cutouts get neutral values). Their heights still shape their neighbours' normals.
   */
  mask?: Uint8Array;
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
  const defaults = defaultNormalFromHeightOptions;
  const strength = optionOr(options, "strength", defaults.strength);
  const operator = optionOr(options, "operator", defaults.operator);
  const edges = optionOr(options, "edges", defaults.edges);
  const target = options.target;
  const mask = options.mask;
  if (!(strength >= 0)) throw new RangeError(`strength must be >= 0, got ${strength}`);
  const [side, centre] = operator === "scharr" ? [3, 10] : [1, 2];
  const norm = strength / (2 * (2 * side + centre));
  const { width, data } = height;
  const rowsCount = height.height;
  if (target && (target.width !== width || target.height !== rowsCount)) {
    throw new RangeError(`target is ${target.width}x${target.height}, expected ${width}x${rowsCount}`);
  }
  if (mask && mask.length !== width * rowsCount) {
    throw new RangeError(`mask has ${mask.length} entries, expected ${width * rowsCount}`);
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
    const o = y * width * 4;
    // Only the first and last columns need the edge table: in between, x - 1, x and x + 1 are the
    // table's entries for both edge modes, so the interior walks the three rows with the 3x3 window's
    // columns in locals, loading only the new right-hand column per pixel (the same samples).
    const l0 = cols[0]!;
    const c0 = cols[1]!;
    const r0 = cols[2]!;
    const rowStart = y * width;
    if (!mask || mask[rowStart])
      writeNormal(
        dst,
        o,
        data[up + l0]!,
        data[up + c0]!,
        data[up + r0]!,
        data[mid + l0]!,
        data[mid + r0]!,
        data[down + l0]!,
        data[down + c0]!,
        data[down + r0]!,
        side,
        centre,
        norm,
        fillBlueAlpha,
      );
    if (width > 2) {
      // Inline rather than through writeNormal: whether V8 inlined a call here varied from run to run
      // (and with it this loop's speed, by 2x). The arithmetic is writeNormal's, operation for operation.
      let upLeft = data[up]!;
      let upCentre = data[up + 1]!;
      let midLeft = data[mid]!;
      let midCentre = data[mid + 1]!;
      let downLeft = data[down]!;
      let downCentre = data[down + 1]!;
      for (let x = 1, p = o + 4; x < width - 1; x++, p += 4) {
        const upRight = data[up + x + 1]!;
        const midRight = data[mid + x + 1]!;
        const downRight = data[down + x + 1]!;
        // Under a cutout (most of an item or entity texture) only the window moves on.
        if (mask && !mask[rowStart + x]) {
          upLeft = upCentre;
          upCentre = upRight;
          midLeft = midCentre;
          midCentre = midRight;
          downLeft = downCentre;
          downCentre = downRight;
          continue;
        }
        const sx = -(side * (upRight - upLeft + downRight - downLeft) + centre * (midRight - midLeft)) * norm;
        const sy = (side * (downLeft - upLeft + downRight - upRight) + centre * (downCentre - upCentre)) * norm;
        const slope2 = sx * sx + sy * sy;
        const inv = 1 / Math.sqrt(slope2 + 1);
        const red = ((0.5 * sx * inv + 0.5) * 255 + 0.5) | 0;
        const green = ((0.5 - 0.5 * sy * inv) * 255 + 0.5) | 0;
        if (slope2 > 30) {
          const pulled = pullIntoUnitDisc(red, green);
          dst[p] = pulled >> 8;
          dst[p + 1] = pulled & 255;
        } else {
          dst[p] = red;
          dst[p + 1] = green;
        }
        if (fillBlueAlpha) {
          dst[p + 2] = 255;
          dst[p + 3] = 255;
        }
        upLeft = upCentre;
        upCentre = upRight;
        midLeft = midCentre;
        midCentre = midRight;
        downLeft = downCentre;
        downCentre = downRight;
      }
    }
    if (width > 1) {
      const x = width - 1;
      const l = cols[x]!;
      const c = cols[x + 1]!;
      const r = cols[x + 2]!;
      if (!mask || mask[rowStart + x])
        writeNormal(
          dst,
          o + x * 4,
          data[up + l]!,
          data[up + c]!,
          data[up + r]!,
          data[mid + l]!,
          data[mid + r]!,
          data[down + l]!,
          data[down + c]!,
          data[down + r]!,
          side,
          centre,
          norm,
          fillBlueAlpha,
        );
    }
  }
  return out;
}

/** One pixel's R and G (and B, A when filling them) at byte p from its 3x3 neighbourhood's heights. */
function writeNormal(
  dst: Uint8Array,
  p: number,
  tl: number,
  tc: number,
  tr: number,
  ml: number,
  mr: number,
  bl: number,
  bc: number,
  br: number,
  side: number,
  centre: number,
  norm: number,
  fillBlueAlpha: boolean,
): void {
  // Surface z = s*h: n ∝ (-s*dh/dx, -s*dh/dy_up, 1), and dy_up = -dy_image.
  const sx = -(side * (tr - tl + br - bl) + centre * (mr - ml)) * norm;
  const sy = (side * (bl - tl + br - tr) + centre * (bc - tc)) * norm;
  const slope2 = sx * sx + sy * sy;
  const inv = 1 / Math.sqrt(slope2 + 1);
  // Both values are in 0..255.5, where (v + 0.5) | 0 rounds exactly like Math.round, only faster.
  const red = ((0.5 * sx * inv + 0.5) * 255 + 0.5) | 0;
  const green = ((0.5 - 0.5 * sy * inv) * 255 + 0.5) | 0;
  // Rounding can only leave the unit disc when |XY| is within ~1/64 of 1, i.e. slopes beyond ~80°.
  const pulled = slope2 > 30 ? pullIntoUnitDisc(red, green) : (red << 8) | green;
  dst[p] = pulled >> 8;
  dst[p + 1] = pulled & 255;
  if (fillBlueAlpha) {
    dst[p + 2] = 255;
    dst[p + 3] = 255;
  }
}

/**
 * (red, green) moved one step at a time towards the centre until the decoded XY is inside the unit disc,
 * packed as red << 8 | green.
 */
function pullIntoUnitDisc(red: number, green: number): number {
  let ex = red / 127.5 - 1;
  let ey = green / 127.5 - 1;
  while (ex * ex + ey * ey > 1) {
    if (Math.abs(ex) >= Math.abs(ey)) red += ex > 0 ? -1 : 1;
    else green += ey > 0 ? -1 : 1;
    ex = red / 127.5 - 1;
    ey = green / 127.5 - 1;
  }
  return (red << 8) | green;
}
