import { scratch } from "../kernels/scratch.js";
import type { RawImage } from "../types.js";

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
  /** Tilted pixels (|XY| > 0.15) considered for the blue-channel test. */
  tiltedPixels: number;
  /** Share of tilted pixels whose blue equals the reconstructed Z (0..1). */
  blueMatchesZ: number;
  /**
   * How the normals agree with the height, per axis: the correlation of R with -dh/dx and of G with
   * -dh/dy (y down). DirectX maps give two positive values; OpenGL flips the sign of the second.
   * Undefined when the height is flat or the normals are flat.
   */
  heightAgreement?: { x: number; y: number };
}

/** Quantisation of 8-bit XY can push a unit normal slightly past 1; this is the allowance. */
const lengthTolerance = 1.02;
/** Blue within this many steps of the rebuilt Z counts as "blue is Z". */
const zTolerance = 6;

const unit = (value: number) => (value / 255) * 2 - 1;

/**
 * What a pixel's R and G decide, computed once per pair (there are only 65,536) instead of per pixel
 * (two divisions and up to two square roots each): whether the pair is "tilted" and, for tilted pairs,
 * the blue values that count as Z. Filled lazily, the first time a pair is seen, with the same
 * expressions a per-pixel evaluation uses, so every count comes out exactly the same.
 */
const unitOf = new Float64Array(256).map((_, v) => unit(v));
/**
 * One word per pair, by R << 8 | G, so a pixel needs a single table read: 0 = not seen yet,
 * `untilted` = not tilted, otherwise (tilted: 0.15 < |XY| <= 1) two inclusive ranges of blue that
 * match Z packed as lo1 | hi1 << 8 | lo2 << 16 | hi2 << 24. Neither sentinel is a possible packing: a
 * tilted pair's second range lies around (0.5 * Z + 0.5) * 255 >= 127, so its bytes are never 0.
 * Allocated on first use.
 */
let pairInfo = new Uint32Array(0);
const untilted = 1;

function classifyPair(pair: number): number {
  const x = unitOf[pair >> 8]!;
  const y = unitOf[pair & 255]!;
  const lengthSquared = x * x + y * y;
  const length = Math.sqrt(lengthSquared);
  if (!(length > 0.15 && length <= 1)) {
    pairInfo[pair] = untilted;
    return untilted;
  }
  const z = Math.sqrt(1 - lengthSquared);
  // Tools write Z either as 0..1 -> 0..255 or as -1..1 -> 0..255 (OpenGL style, Z >= 128).
  const info = (matchRange(z * 255) | (matchRange((0.5 * z + 0.5) * 255) << 16)) >>> 0;
  pairInfo[pair] = info;
  return info;
}

/**
 * The whole numbers b in 0..255 with |b - target| <= zTolerance, as lo | hi << 8. The test is monotone
 * in b on each side of the target, so the matches are one run; its ends are found with the very test a
 * pixel would run, so rounding at the boundaries agrees too.
 */
function matchRange(target: number): number {
  // Start just outside the run on the low side and well inside it on the high side: a step or two each.
  let lo = Math.max(0, Math.ceil(target) - zTolerance - 1);
  while (lo <= 255 && !(Math.abs(lo - target) <= zTolerance)) lo++;
  let hi = Math.max(lo, Math.min(255, Math.floor(target) + zTolerance - 1));
  while (hi < 255 && Math.abs(hi + 1 - target) <= zTolerance) hi++;
  return lo | (hi << 8);
}

/**
 * Measures a LabPBR normal map: XY length, height range, whether blue holds Z instead of AO, and the
 * agreement of the normals with the height (frame by frame, wrapping inside a frame).
 */
export function measureNormalMap(image: RawImage, frameHeight = image.height): NormalMapStats {
  const { width, height, data } = image;
  if (frameHeight <= 0 || height % frameHeight !== 0) {
    throw new RangeError(`Frame height must divide the image height ${height}, got ${frameHeight}`);
  }
  if (pairInfo.length === 0) pairInfo = new Uint32Array(65536);
  const overlongSquared = lengthTolerance * lengthTolerance;
  let overlongXY = 0;
  // The longest |XY| is the square root of the largest |XY|^2 (sqrt is monotone and correctly rounded).
  let maxLengthSquared = 0;
  let zeroHeight = 0;
  let tiltedPixels = 0;
  let blueMatches = 0;
  const firstHeight = data[3] ?? 255;
  let flatHeight = true;
  const pixels = width * height;
  // Locals for the hot loop (module bindings are re-read on every access; classifyPair fills these arrays).
  const infos = pairInfo;
  const units = unitOf;
  for (let i = 0, p = 0; i < pixels; i++, p += 4) {
    const red = data[p] ?? 128;
    const green = data[p + 1] ?? 128;
    const blue = data[p + 2] ?? 255;
    const alpha = data[p + 3] ?? 255;
    const x = units[red]!;
    const y = units[green]!;
    const lengthSquared = x * x + y * y;
    if (lengthSquared > maxLengthSquared) maxLengthSquared = lengthSquared;
    if (lengthSquared > overlongSquared) overlongXY++;
    if (alpha === 0) zeroHeight++;
    if (alpha !== firstHeight) flatHeight = false;
    const pair = (red << 8) | green;
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
  }
  const stats: NormalMapStats = {
    pixels,
    overlongXY,
    maxXYLength: Math.sqrt(maxLengthSquared),
    zeroHeight,
    flatHeight,
    tiltedPixels,
    blueMatchesZ: tiltedPixels === 0 ? 0 : blueMatches / tiltedPixels,
  };
  if (!flatHeight && tiltedPixels > 0) stats.heightAgreement = heightAgreement(image, frameHeight);
  return stats;
}

// Neighbour column tables, reused between calls (a new array per map cost more than filling one).
let leftScratch = new Int32Array(0);
let rightScratch = new Int32Array(0);

/** Correlates R with -dh/dx and G with -dh/dy (y down) using wrapped central differences per frame. */
function heightAgreement(image: RawImage, frameHeight: number): { x: number; y: number } {
  const { width, height, data } = image;
  // Two Pearson correlations (R with -dx, G with -dy), their sums accumulated in locals.
  let n = 0;
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
  // Wrapped neighbour columns and in-frame rows, looked up instead of two modulos per sample.
  leftScratch = scratch(leftScratch, width);
  rightScratch = scratch(rightScratch, width);
  const left = leftScratch;
  const right = rightScratch;
  for (let x = 0; x < width; x++) {
    left[x] = (x - 1 + width) % width;
    right[x] = (x + 1) % width;
  }
  for (let frameTop = 0; frameTop < height; frameTop += frameHeight) {
    for (let y = frameTop; y < frameTop + frameHeight; y++) {
      const above = (frameTop + ((y - 1 - frameTop + frameHeight) % frameHeight)) * width;
      const below = (frameTop + ((y + 1 - frameTop + frameHeight) % frameHeight)) * width;
      const row = y * width;
      for (let x = 0; x < width; x++) {
        const i = (row + x) * 4;
        const dx = (data[(row + right[x]!) * 4 + 3] ?? 255) - (data[(row + left[x]!) * 4 + 3] ?? 255);
        const dy = (data[(below + x) * 4 + 3] ?? 255) - (data[(above + x) * 4 + 3] ?? 255);
        const a = (data[i] ?? 128) - 127.5;
        const b = -dx;
        const c = (data[i + 1] ?? 128) - 127.5;
        const d = -dy;
        n++;
        xa += a;
        xb += b;
        xaa += a * a;
        xbb += b * b;
        xab += a * b;
        ya += c;
        yb += d;
        yaa += c * c;
        ybb += d * d;
        yab += c * d;
      }
    }
  }
  return { x: correlation(n, xa, xb, xaa, xbb, xab), y: correlation(n, ya, yb, yaa, ybb, yab) };
}

/** Pearson correlation from the sums of a, b, a², b² and ab over n pairs. */
function correlation(n: number, sa: number, sb: number, saa: number, sbb: number, sab: number): number {
  const cov = sab - (sa * sb) / n;
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  return va <= 0 || vb <= 0 ? 0 : cov / Math.sqrt(va * vb);
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
