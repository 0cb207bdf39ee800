import type { RawImage } from "@greenhouse/wasm-pipeline";
import { blendData, blendOver, blendRgb, erase, type Rgba } from "./colour";
import type { Box, Mask } from "./mask";

export type PaintMode = "paint" | "paint-rgb" | "paint-data" | "erase";

const blends: Record<PaintMode, (under: Rgba, colour: Rgba, opacity: number) => Rgba> = {
  paint: blendOver,
  "paint-rgb": blendRgb,
  "paint-data": blendData,
  erase: (under, _colour, opacity) => erase(under, opacity),
};

/**
 * Applies a coverage mask to `base` once, returning a new image (the base is never mutated, so it can
 * stay in the undo history): "paint" blends the colour over at `opacity` (0..1), "paint-rgb" does so for
 * colour only and keeps each pixel's alpha, "paint-data" moves all four bytes towards the colour (alpha
 * is data in LabPBR maps), "erase" removes that share of each covered pixel's alpha.
 */
export function applyMask(base: RawImage, mask: Mask, mode: PaintMode, colour: Rgba, opacity: number): RawImage {
  const data = new Uint8ClampedArray(base.data);
  paintBox(data, base, mask, mask.bounds, mode, colour, opacity);
  return { width: base.width, height: base.height, data };
}

/**
 * Rewrites `box` of `target`, a copy of `base`, as {@link applyMask} would leave it: blended where the
 * mask covers, the base's own bytes elsewhere. A drag reuses one target, so each pointer move touches
 * the box it changes (what the last preview painted and what this one paints) instead of copying a
 * whole texture, 4 MB at 1024x1024.
 */
export function paintBox(
  target: Uint8ClampedArray,
  base: RawImage,
  mask: Mask,
  box: Box,
  mode: PaintMode,
  colour: Rgba,
  opacity: number,
): void {
  if (mask.width !== base.width || mask.height !== base.height) {
    throw new RangeError(`Mask ${mask.width}x${mask.height} does not match image ${base.width}x${base.height}`);
  }
  if (!(opacity >= 0 && opacity <= 1)) throw new RangeError(`Expected an opacity of 0..1, got ${opacity}`);
  const blend = blends[mode];
  const source = base.data;
  const minX = Math.max(0, box.minX);
  const maxX = Math.min(mask.width - 1, box.maxX);
  for (let y = Math.max(0, box.minY); y <= Math.min(mask.height - 1, box.maxY); y++) {
    for (let i = y * mask.width + minX; i <= y * mask.width + maxX; i++) {
      const o = i * 4;
      const under = { r: source[o]!, g: source[o + 1]!, b: source[o + 2]!, a: source[o + 3]! };
      const out = mask.data[i] ? blend(under, colour, opacity) : under;
      target[o] = out.r;
      target[o + 1] = out.g;
      target[o + 2] = out.b;
      target[o + 3] = out.a;
    }
  }
}

/** The colour under pixel (x, y), or null outside the texture (the picker ignores such clicks). */
export function pickColour(image: RawImage, x: number, y: number): Rgba | null {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= image.width || y >= image.height) {
    return null;
  }
  const o = (y * image.width + x) * 4;
  return { r: image.data[o]!, g: image.data[o + 1]!, b: image.data[o + 2]!, a: image.data[o + 3]! };
}

/** A transparent texture of the chosen size, for "New texture". */
export function blankTexture(width: number, height = width): RawImage {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}
