import type { RawImage } from "../types.js";

/** How well a texture's opposite edges continue each other. */
export interface TilingMeasure {
  /** Mean RGB difference across the wrap seams (right->left column, bottom->top row). */
  seamDifference: number;
  /** Mean RGB difference between neighbouring pixels inside the texture. */
  interiorDifference: number;
  /** 0..100: 100 when the seams are no stronger than the texture's own neighbour differences. */
  score: number;
}

/**
 * Measures seamless tiling for real (the spec fixes this metric at 80): compares the colour step
 * across the wrap seams with the typical step between neighbours inside the image. A seamless texture
 * has seams like any other neighbours (ratio ~1 -> 100); a hard seam scores 100 / ratio.
 * Only the first frame is read when `frameHeight` is given (animation strips tile per frame).
 * Known limit: pixel art whose structure lines sit on the tile border (bricks' mortar) has seams
 * stronger than its average neighbour step and scores lower (PixelPerfection's bricks: 56) although it
 * tiles; noise-like textures (dirt, sand) score 100 and drop below 80 when cropped off-pattern.
 * Over PixelPerfection's 672 16x16 block textures, 395 score >= 90 and 306 of their off-pattern
 * 11x11 crops score < 80; comparing the seam with the steps beside it instead rescued bricks but
 * separated worse (545 / 73), so the plain ratio stays.
 */
export function measureTiling(image: RawImage, frameHeight = image.height): TilingMeasure {
  const { width, data } = image;
  const height = Math.min(frameHeight, image.height);
  if (width < 2 || height < 2) throw new RangeError(`Tiling needs at least 2x2 pixels, got ${width}x${height}`);
  const difference = (a: number, b: number) =>
    (Math.abs((data[a] ?? 0) - (data[b] ?? 0)) +
      Math.abs((data[a + 1] ?? 0) - (data[b + 1] ?? 0)) +
      Math.abs((data[a + 2] ?? 0) - (data[b + 2] ?? 0))) /
    3;
  const index = (x: number, y: number) => (y * width + x) * 4;
  let seam = 0;
  for (let y = 0; y < height; y++) seam += difference(index(width - 1, y), index(0, y));
  for (let x = 0; x < width; x++) seam += difference(index(x, height - 1), index(x, 0));
  const seamDifference = seam / (width + height);
  let interior = 0;
  let pairs = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x + 1 < width) {
        interior += difference(index(x, y), index(x + 1, y));
        pairs++;
      }
      if (y + 1 < height) {
        interior += difference(index(x, y), index(x, y + 1));
        pairs++;
      }
    }
  }
  const interiorDifference = interior / pairs;
  // Half a level of slack so flat images (0 vs 0) and near-flat ones are not judged by noise.
  const ratio = (seamDifference + 0.5) / (interiorDifference + 0.5);
  return { seamDifference, interiorDifference, score: Math.round(100 * Math.min(1, 1 / ratio)) };
}
