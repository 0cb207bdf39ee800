import type { RawImage } from "../types.js";
import { isVisible } from "./quality-metrics.js";

/** How well a texture's opposite edges continue each other. */
export interface TilingMeasure {
  /** Mean step across the rougher wrap seam (right column to left column, or bottom row to top row). */
  seamDifference: number;
  /** Mean step along the roughest line of neighbours inside the texture (any column pair or row pair). */
  roughestInteriorDifference: number;
  /** 0..100: 100 when no seam is rougher than the roughest line inside; a hard seam scores lower. */
  score: number;
}

/**
 * What alpha holds: `coverage` for a colour texture (pixels below the cutout alpha are not seen, so only
 * pairs of visible pixels are compared, their colour weighed by alpha; a cutout's silhouette is not a
 * seam), `data` for a LabPBR map (height in `_n`,
 * emission in `_s`: a channel like the others).
 */
export type TilingAlpha = "coverage" | "data";

/**
 * Measures seamless tiling for real (the spec fixes this metric at 80). A seam is one more line of
 * neighbours: the right column beside the left one, the bottom row beside the top one. The texture tiles
 * when that line is no rougher than the lines inside it, so each seam's mean step is compared with the
 * roughest interior line, in either direction. Judging against the roughest line rather than the mean
 * step is what lets pixel art tile: a 16x16 texture's seam is one line of 16 pairs, and in noisy or
 * structured art (stone, leaves, planks, bricks' mortar) some lines are always well above the mean, so
 * a seamless seam is merely one of them. A seam that is rougher than everything inside scores
 * 100 * roughest / seam.
 * Measured (alpha as coverage): 500 of PixelPerfection's 550 opaque 16x16 block textures score >= 90
 * (stone 98, leaves 99); most of the 50 below are framed or bevelled designs (quartz, looms, polished
 * blackstone) whose tile grid shows in the game too. Off-centre crops of ambientCG's photo textures
 * score 34-57 (facade, a regular grid, still tiles; one mossy-rock crop 92). A crop of noise-like pixel
 * art (dirt, sand) still scores high: its seam looks like any other pair of its pixels.
 * Only the first frame is read when `frameHeight` is given (animation strips tile per frame). With alpha
 * as coverage each line's step is the mean over its visible pairs, and lines with none are left out; a
 * texture with nothing visible has no seam to show (100).
 */
export function measureTiling(
  image: RawImage,
  frameHeight = image.height,
  alpha: TilingAlpha = "coverage",
): TilingMeasure {
  const { width, data } = image;
  const height = Math.min(frameHeight, image.height);
  if (width < 2 || height < 2) throw new RangeError(`Tiling needs at least 2x2 pixels, got ${width}x${height}`);
  const coverage = alpha === "coverage";
  // Undefined for a pair the game never shows together (either pixel below the cutout).
  const difference = (a: number, b: number): number | undefined => {
    if (coverage && (!isVisible(data, a) || !isVisible(data, b))) return undefined;
    const alphaA = data[a + 3] ?? 255;
    const alphaB = data[b + 3] ?? 255;
    const weightA = coverage ? alphaA / 255 : 1;
    const weightB = coverage ? alphaB / 255 : 1;
    let colour = 0;
    for (let c = 0; c < 3; c++) colour += Math.abs((data[a + c] ?? 0) * weightA - (data[b + c] ?? 0) * weightB);
    // Alpha on its own terms: a step in translucency, height or emission.
    return Math.max(colour / 3, Math.abs(alphaA - alphaB));
  };
  const index = (x: number, y: number) => (y * width + x) * 4;
  // A line's mean step over its visible pairs: `pair(k)` gives the k-th pair's pixel indices.
  const lineStep = (length: number, pair: (k: number) => [number, number]) => {
    let sum = 0;
    let counted = 0;
    for (let k = 0; k < length; k++) {
      const step = difference(...pair(k));
      if (step === undefined) continue;
      sum += step;
      counted++;
    }
    return counted === 0 ? undefined : sum / counted;
  };
  // Column x beside column x + 1 (the last one wraps to column 0: the vertical seam).
  const columnStep = (x: number) => lineStep(height, (y) => [index(x, y), index((x + 1) % width, y)]);
  // Row y beside row y + 1 (the last one wraps to row 0: the horizontal seam).
  const rowStep = (y: number) => lineStep(width, (x) => [index(x, y), index(x, (y + 1) % height)]);
  let roughestInteriorDifference = 0;
  for (let x = 0; x + 1 < width; x++)
    roughestInteriorDifference = Math.max(roughestInteriorDifference, columnStep(x) ?? 0);
  for (let y = 0; y + 1 < height; y++)
    roughestInteriorDifference = Math.max(roughestInteriorDifference, rowStep(y) ?? 0);
  const seamDifference = Math.max(columnStep(width - 1) ?? 0, rowStep(height - 1) ?? 0);
  // Half a level of slack so flat images (0 vs 0) and near-flat ones are not judged by noise.
  const ratio = (seamDifference + 0.5) / (roughestInteriorDifference + 0.5);
  return { seamDifference, roughestInteriorDifference, score: Math.round(100 * Math.min(1, 1 / ratio)) };
}
