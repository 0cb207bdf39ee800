import type { RawImage } from "../types.js";
import { centrePair, classifyPair, pairTable, unit, unitOf, untilted } from "./normal-pair-table.js";

/** What the pixels of a `_n` map say, measured once so each rule reads a number. */
export interface NormalMapStats {
  pixels: number;
  /** Pixels whose decoded XY lies outside the unit circle (beyond rounding). */
  overlongXY: number;
  /** Largest |XY| seen. */
  maxXYLength: number;
  /** Pixels with height (alpha) 0. */
  zeroHeight: number;
  /** True when every height value is the same (no height information). */
  flatHeight: boolean;
  /**
   * The average of R and of G over every pixel. A surface's normals average out flat (a tiling
   * height has no overall slope), so an average far from 128 says the channels are off-centre.
   */
  meanRed: number;
  meanGreen: number;
  /** Pixels tilted enough for the blue-channel test (|XY| > `blueTestTilt` in `normal-pair-table.ts`). */
  tiltedPixels: number;
  /** Share of tilted pixels whose blue equals the reconstructed Z (0..1). */
  blueMatchesZ: number;
  /**
   * How the normals agree with the height, per axis: the correlation of R with -dh/dx and of G with
   * -dh/dy (y down). DirectX maps give two positive values; OpenGL flips the sign of the second.
   * Only pixels that lean, between neighbours that lean, count on an axis: a flat (128, 128) neighbour
   * is usually a cutout, whose height (often 255) makes a cliff at the silhouette that the normals
   * rightly ignore, and on a small item those cliffs outweigh the inside. Undefined when the height is
   * flat or the normals are flat.
   */
  heightAgreement?: { x: number; y: number };
}

/** Quantisation of 8-bit XY can push a unit normal slightly past 1; this is the allowance. */
const lengthTolerance = 1.02;
/** The least |XY| some pixel must reach before the normals' agreement with the height is measured. */
const agreementTilt = 0.15;

/**
 * Measures a LabPBR normal map: XY length, height range, whether blue holds Z instead of AO, and the
 * agreement of the normals with the height (frame by frame, wrapping inside a frame). One pass in
 * row-major order does both: the agreement sums are gathered on the way and kept only when the height
 * varies and some normal is tilted (a second pass for them cost as much as the first).
 */
export function measureNormalMap(image: RawImage, frameHeight = image.height): NormalMapStats {
  const { width, height, data } = image;
  if (frameHeight <= 0 || height % frameHeight !== 0) {
    throw new RangeError(`Frame height must divide the image height ${height}, got ${frameHeight}`);
  }
  const pixels = width * height;
  if (data.length < pixels * 4) throw new RangeError(`Image data has ${data.length} bytes, expected ${pixels * 4}`);
  const overlongSquared = lengthTolerance * lengthTolerance;
  let overlongXY = 0;
  // The longest |XY| is the square root of the largest |XY|^2 (sqrt is monotone and correctly rounded).
  let maxLengthSquared = 0;
  let zeroHeight = 0;
  let tiltedPixels = 0;
  let blueMatches = 0;
  // Whole numbers, exact far beyond the pixel budget (255 * 8192^2 < 2^53).
  let sumRed = 0;
  let sumGreen = 0;
  const firstHeight = data[3] ?? 255;
  // Non-zero once some height differs from the first (an integer or, where a test per pixel would be a
  // branch taken at random on any real height map).
  let heightsDiffer = 0;
  // Two Pearson correlations (R with -dh/dx, G with -dh/dy, wrapped central differences), as sums. Each
  // row is summed in integers (R - 127.5 doubled, so whole numbers; a row's sums stay far below 2^31 for
  // any width the decoder accepts) and added to these; every partial sum is exact either way, so the
  // totals are the very numbers a pixel-by-pixel floating-point sum gives.
  let xa = 0;
  let xb = 0;
  let xaa = 0;
  let xbb = 0;
  let xab = 0;
  let ya = 0;
  let yb = 0;
  let yaa = 0;
  let ybb = 0;
  let yab = 0;
  // Locals for the hot loop (module bindings are re-read on every access; classifyPair fills these arrays).
  const infos = pairTable();
  const units = unitOf;
  const rowBytes = width * 4;
  const last = rowBytes - 4;
  let countX = 0;
  let countY = 0;
  let centrePixels = 0;
  for (let frameTop = 0; frameTop < height; frameTop += frameHeight) {
    const frameBottom = frameTop + frameHeight - 1;
    for (let y = frameTop; y <= frameBottom; y++) {
      const row = y * rowBytes;
      // The rows above and below, wrapping inside the frame (a test, not a division, per row).
      const above = (y === frameTop ? frameBottom : y - 1) * rowBytes;
      const below = (y === frameBottom ? frameTop : y + 1) * rowBytes;
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      let sc = 0;
      let sd = 0;
      let scc = 0;
      let sdd = 0;
      let scd = 0;
      for (let x = 0; x < rowBytes; x += 4) {
        const p = row + x;
        const red = data[p]!;
        const green = data[p + 1]!;
        const blue = data[p + 2]!;
        const alpha = data[p + 3]!;
        sumRed += red;
        sumGreen += green;
        if (alpha === 0) zeroHeight++;
        heightsDiffer |= alpha ^ firstHeight;
        const pair = (red << 8) | green;
        if (pair === centrePair) {
          // The flat normal of every cutout pixel (most of an entity or item map): not tilted, not in
          // the agreement, and its length is known (taken into the maximum once, after the loop).
          centrePixels++;
          continue;
        }
        const ux = units[red]!;
        const uy = units[green]!;
        const lengthSquared = ux * ux + uy * uy;
        if (lengthSquared > maxLengthSquared) maxLengthSquared = lengthSquared;
        if (lengthSquared > overlongSquared) overlongXY++;
        const info = infos[pair] || classifyPair(pair);
        if (info !== untilted) {
          tiltedPixels++;
          if (
            (blue >= (info & 255) && blue <= ((info >>> 8) & 255)) ||
            (blue >= ((info >>> 16) & 255) && blue <= info >>> 24)
          ) {
            blueMatches++;
          }
        }
        if (isFlat(red, green)) continue;
        const right = row + (x === last ? 0 : x + 4);
        const left = row + (x === 0 ? last : x - 4);
        if (!isFlat(data[right]!, data[right + 1]!) && !isFlat(data[left]!, data[left + 1]!)) {
          // a = 2 (R - 127.5): the doubled deviation from the unit circle's centre; b = -dh/dx.
          const a = 2 * red - 255;
          const b = data[left + 3]! - data[right + 3]!;
          countX++;
          sa += a;
          sb += b;
          saa += a * a;
          sbb += b * b;
          sab += a * b;
        }
        const up = above + x;
        const down = below + x;
        if (!isFlat(data[up]!, data[up + 1]!) && !isFlat(data[down]!, data[down + 1]!)) {
          const c = 2 * green - 255;
          const d = data[up + 3]! - data[down + 3]!;
          countY++;
          sc += c;
          sd += d;
          scc += c * c;
          sdd += d * d;
          scd += c * d;
        }
      }
      xa += sa / 2;
      xb += sb;
      xaa += saa / 4;
      xbb += sbb;
      xab += sab / 2;
      ya += sc / 2;
      yb += sd;
      yaa += scc / 4;
      ybb += sdd;
      yab += scd / 2;
    }
  }
  const flatHeight = heightsDiffer === 0;
  const centre = unitOf[128]!;
  const centreLengthSquared = centre * centre + centre * centre;
  if (centrePixels > 0 && centreLengthSquared > maxLengthSquared) maxLengthSquared = centreLengthSquared;
  const stats: NormalMapStats = {
    pixels,
    overlongXY,
    maxXYLength: Math.sqrt(maxLengthSquared),
    zeroHeight,
    flatHeight,
    meanRed: pixels === 0 ? 128 : sumRed / pixels,
    meanGreen: pixels === 0 ? 128 : sumGreen / pixels,
    tiltedPixels,
    blueMatchesZ: tiltedPixels === 0 ? 0 : blueMatches / tiltedPixels,
  };
  // The agreement needs normals that lean at all, not as steeply as the blue test does.
  if (!flatHeight && maxLengthSquared > agreementTilt * agreementTilt) {
    stats.heightAgreement = {
      x: correlation(countX, xa, xb, xaa, xbb, xab),
      y: correlation(countY, ya, yb, yaa, ybb, yab),
    };
  }
  return stats;
}

/** A normal that does not lean at all: R and G both at the centre, 127 or 128. */
function isFlat(red: number, green: number): boolean {
  return (red === 127 || red === 128) && (green === 127 || green === 128);
}

/** Fewer pixels than this on an axis (a dust line's few inside pixels) say nothing about a convention. */
const minimumAgreementPixels = 8;

/** Pearson correlation from the sums of a, b, a², b² and ab over n pairs. */
function correlation(n: number, sa: number, sb: number, saa: number, sbb: number, sab: number): number {
  if (n < minimumAgreementPixels) return 0;
  const cov = sab - (sa * sb) / n;
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  return va <= 0 || vb <= 0 ? 0 : cov / Math.sqrt(va * vb);
}

/**
 * How far the average normal leans, in degrees, from the average R and G. Across 393 hand-made maps in
 * three packs the steepest honest average was 11 degrees (a cutout plant); one map stored at 35 degrees
 * had its whole surface tilted.
 */
export function averageTiltDegrees(stats: NormalMapStats): number {
  const length = Math.hypot(unit(stats.meanRed), unit(stats.meanGreen));
  return (Math.asin(Math.min(1, length)) * 180) / Math.PI;
}

/** The normal convention a map follows, inferred from {@link NormalMapStats.heightAgreement}. */
export type NormalConvention = "directx" | "opengl" | "unknown";

/** Minimum correlation on both axes before the convention is called. */
const agreementThreshold = 0.2;

/** DirectX when G agrees with the height the same way R does, OpenGL when it is flipped. */
export function inferNormalConvention(stats: NormalMapStats): NormalConvention {
  const agreement = stats.heightAgreement;
  if (!agreement) return "unknown";
  if (Math.abs(agreement.x) < agreementThreshold || Math.abs(agreement.y) < agreementThreshold) return "unknown";
  return Math.sign(agreement.x) === Math.sign(agreement.y) ? "directx" : "opengl";
}
