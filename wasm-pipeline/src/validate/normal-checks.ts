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
 * Measures a LabPBR normal map: XY length, height range, whether blue holds Z instead of AO, and the
 * agreement of the normals with the height (frame by frame, wrapping inside a frame).
 */
export function measureNormalMap(image: RawImage, frameHeight = image.height): NormalMapStats {
  const { width, height, data } = image;
  if (frameHeight <= 0 || height % frameHeight !== 0) {
    throw new RangeError(`Frame height must divide the image height ${height}, got ${frameHeight}`);
  }
  let overlongXY = 0;
  let maxXYLength = 0;
  let zeroHeight = 0;
  let tiltedPixels = 0;
  let blueMatches = 0;
  const firstHeight = data[3] ?? 255;
  let flatHeight = true;
  for (let i = 0; i < width * height; i++) {
    const x = unit(data[i * 4] ?? 128);
    const y = unit(data[i * 4 + 1] ?? 128);
    const blue = data[i * 4 + 2] ?? 255;
    const alpha = data[i * 4 + 3] ?? 255;
    const lengthSquared = x * x + y * y;
    const length = Math.sqrt(lengthSquared);
    if (length > maxXYLength) maxXYLength = length;
    if (lengthSquared > lengthTolerance * lengthTolerance) overlongXY++;
    if (alpha === 0) zeroHeight++;
    if (alpha !== firstHeight) flatHeight = false;
    if (length > 0.15 && length <= 1) {
      tiltedPixels++;
      const z = Math.sqrt(1 - lengthSquared);
      // Tools write Z either as 0..1 -> 0..255 or as -1..1 -> 0..255 (OpenGL style, Z >= 128).
      const asUnsigned = z * 255;
      const asSigned = (0.5 * z + 0.5) * 255;
      if (Math.abs(blue - asUnsigned) <= zTolerance || Math.abs(blue - asSigned) <= zTolerance) blueMatches++;
    }
  }
  const stats: NormalMapStats = {
    pixels: width * height,
    overlongXY,
    maxXYLength,
    zeroHeight,
    flatHeight,
    tiltedPixels,
    blueMatchesZ: tiltedPixels === 0 ? 0 : blueMatches / tiltedPixels,
  };
  if (!flatHeight && tiltedPixels > 0) stats.heightAgreement = heightAgreement(image, frameHeight);
  return stats;
}

/** Correlates R with -dh/dx and G with -dh/dy (y down) using wrapped central differences per frame. */
function heightAgreement(image: RawImage, frameHeight: number): { x: number; y: number } {
  const { width, height, data } = image;
  const sx = new Correlation();
  const sy = new Correlation();
  // Wrapped neighbour columns and in-frame rows, looked up instead of two modulos per sample.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
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
        sx.add((data[i] ?? 128) - 127.5, -dx);
        sy.add((data[i + 1] ?? 128) - 127.5, -dy);
      }
    }
  }
  return { x: sx.value(), y: sy.value() };
}

/** Pearson correlation accumulated one pair at a time. */
class Correlation {
  private n = 0;
  private sa = 0;
  private sb = 0;
  private saa = 0;
  private sbb = 0;
  private sab = 0;

  add(a: number, b: number): void {
    this.n++;
    this.sa += a;
    this.sb += b;
    this.saa += a * a;
    this.sbb += b * b;
    this.sab += a * b;
  }

  value(): number {
    const { n } = this;
    const cov = this.sab - (this.sa * this.sb) / n;
    const va = this.saa - (this.sa * this.sa) / n;
    const vb = this.sbb - (this.sb * this.sb) / n;
    return va <= 0 || vb <= 0 ? 0 : cov / Math.sqrt(va * vb);
  }
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
