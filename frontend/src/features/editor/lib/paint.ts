import type { RawImage } from "@greenhouse/wasm-pipeline";
import { blendData, blendOver, blendRgb, erase, type Rgba } from "./colour";
import type { Mask } from "./mask";

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
  if (mask.width !== base.width || mask.height !== base.height) {
    throw new RangeError(`Mask ${mask.width}x${mask.height} does not match image ${base.width}x${base.height}`);
  }
  if (!(opacity >= 0 && opacity <= 1)) throw new RangeError(`Expected an opacity of 0..1, got ${opacity}`);
  const data = new Uint8ClampedArray(base.data);
  for (let i = 0; i < mask.data.length; i++) {
    if (!mask.data[i]) continue;
    const o = i * 4;
    const under = { r: data[o]!, g: data[o + 1]!, b: data[o + 2]!, a: data[o + 3]! };
    const out = blends[mode](under, colour, opacity);
    data[o] = out.r;
    data[o + 1] = out.g;
    data[o + 2] = out.b;
    data[o + 3] = out.a;
  }
  return { width: base.width, height: base.height, data };
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
