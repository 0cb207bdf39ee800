import { cutoutAlpha } from "../material/tiling.js";
import type { RawImage } from "../types.js";

/** Alpha below this is not drawn (OptiFine's alpha test); the pipeline's one threshold, re-exported. */
export { cutoutAlpha };

/** The spec's region for the pixel statistics: the top-left corner, up to 256x256 pixels. */
export const sampleSize = 256;

/**
 * The spec's "bytes per kilopixel" ratio. Taken literally (bytes / (pixels / 1000)) every real texture
 * would score 40 against thresholds of 0.5..2, so it is read as kilobytes per kilopixel, which is
 * bytes per pixel: raw RGBA is 4, a well-compressed texture is below 1.
 */
export function bytesPerPixel(fileSize: number, width: number, height: number): number {
  return fileSize / (width * height);
}

/** < 0.5 -> 100, < 1 -> 90, < 2 -> 70, else 40 (product spec, section 9). */
export function fileOptimizationScore(ratio: number): number {
  if (ratio < 0.5) return 100;
  if (ratio < 1) return 90;
  return ratio < 2 ? 70 : 40;
}

/** High under 1, Medium under 1.5, else Low. */
export function compressionLabel(ratio: number): "High" | "Medium" | "Low" {
  if (ratio < 1) return "High";
  return ratio < 1.5 ? "Medium" : "Low";
}

/**
 * True when a pixel is seen in the game: alpha at or above OptiFine's alpha test ({@link cutoutAlpha}).
 * Below it the colour stored is never drawn (leaves keep (255, 255, 255, 0) there), so it must not count.
 */
export function isVisible(data: ArrayLike<number>, index: number): boolean {
  return (data[index + 3] ?? 255) >= cutoutAlpha;
}

/** Pixels of the sample (top-left, up to 256x256) that are seen: alpha at or above the cutout. */
export function visiblePixels(image: RawImage): number {
  const { width, data } = image;
  const w = Math.min(width, sampleSize);
  const h = Math.min(image.height, sampleSize);
  let visible = 0;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (isVisible(data, (y * width + x) * 4)) visible++;
  return visible;
}

/**
 * Colour variance over the sample's visible pixels: the sum of the R, G and B variances (each in
 * 0..255 squared). Pixels below the cutout are never drawn, so a leaf's white under alpha 0 would
 * otherwise read as variety. 0 when nothing is visible. The spec scores it as variance / 2000, read as a
 * percentage capped at 100.
 */
export function colorVariance(image: RawImage): number {
  const { width, data } = image;
  const w = Math.min(width, sampleSize);
  const h = Math.min(image.height, sampleSize);
  const sums = [0, 0, 0];
  const squares = [0, 0, 0];
  let n = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * width + x) * 4;
      if (!isVisible(data, i)) continue;
      n++;
      for (let c = 0; c < 3; c++) {
        const value = data[i + c] ?? 0;
        sums[c] = (sums[c] ?? 0) + value;
        squares[c] = (squares[c] ?? 0) + value * value;
      }
    }
  }
  if (n === 0) return 0;
  let variance = 0;
  for (let c = 0; c < 3; c++) variance += (squares[c] ?? 0) / n - ((sums[c] ?? 0) / n) ** 2;
  return Math.max(0, variance);
}

/** The spec's colour score: variance / 2000 as a percentage, capped at 100. */
export function colorVarianceScore(variance: number): number {
  return Math.min(100, Math.round((variance / 2000) * 100));
}

/**
 * Detail: the mean luminance step between neighbouring pixels in the sample (our definition; the spec
 * names the metric without a formula), over pairs where both pixels are visible: a cutout's silhouette
 * against hidden colour is not detail. 0 when no such pair exists. A step of 16 levels on average or
 * more scores 100.
 */
export function detailLevel(image: RawImage): number {
  const { width, data } = image;
  const w = Math.min(width, sampleSize);
  const h = Math.min(image.height, sampleSize);
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
  };
  let total = 0;
  let pairs = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!isVisible(data, (y * width + x) * 4)) continue;
      if (x + 1 < w && isVisible(data, (y * width + x + 1) * 4)) {
        total += Math.abs(luma(x + 1, y) - luma(x, y));
        pairs++;
      }
      if (y + 1 < h && isVisible(data, ((y + 1) * width + x) * 4)) {
        total += Math.abs(luma(x, y + 1) - luma(x, y));
        pairs++;
      }
    }
  }
  return pairs === 0 ? 0 : total / pairs;
}

/** Detail score: a mean step of 16 levels or more is 100, linear below. */
export function detailScore(meanStep: number): number {
  return Math.min(100, Math.round((meanStep / 16) * 100));
}

/** Share of fully opaque pixels (alpha 255) over the whole image, 0..1. */
export function opaqueShare(image: RawImage): number {
  let opaque = 0;
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] === 255) opaque++;
  return opaque / (image.width * image.height);
}

/**
 * The spec's emission formula, read as LabPBR's `_s` alpha (labpbr.md: 0-254 is emission strength, 255
 * none): `share` is the part of the map that does not glow. Over 95 %: no emission (100); over 50 %:
 * some parts glow (90); else most of it glows (95).
 */
export function emissionScore(share: number): { score: number; label: string } {
  const glowing = `${percent(1 - share)} of pixels glow (alpha 1-254)`;
  if (share > 0.95)
    return { score: 100, label: share === 1 ? "No emission (alpha 255 or 0)" : `Little emission: ${glowing}` };
  if (share > 0.5) return { score: 90, label: `Partial emission: ${glowing}` };
  return { score: 95, label: `Emissive: ${glowing}` };
}

/** A share as a whole percentage, with "<1%" rather than "0%" when something is there. */
export function percent(share: number): string {
  if (share > 0 && share < 0.005) return "<1%";
  return `${Math.round(share * 100)}%`;
}
