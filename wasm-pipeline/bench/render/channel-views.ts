// The maps themselves, one channel per panel, in colours that make their encodings readable:
// F0 ids and porosity/SSS ranges are told apart, and "no emission" (255) is not drawn like full glow.
import { createRawImage, type RawImage } from "../../src/types.js";
import { predefinedMetalF0 } from "./metal-f0.js";
import { srgbByte } from "./shade.js";

type Pixel = (r: number, g: number, b: number, a: number, albedo: readonly number[]) => [number, number, number];

function mapPixels(map: RawImage, base: RawImage, pixel: Pixel): RawImage {
  const out = createRawImage(map.width, map.height);
  for (let p = 0; p < map.data.length; p += 4) {
    const albedo = [base.data[p]!, base.data[p + 1]!, base.data[p + 2]!];
    const [r, g, b] = pixel(map.data[p]!, map.data[p + 1]!, map.data[p + 2]!, map.data[p + 3]!, albedo);
    out.data[p] = r;
    out.data[p + 1] = g;
    out.data[p + 2] = b;
    out.data[p + 3] = 255;
  }
  return out;
}

/** `_n` R, G, B as stored (B is AO, not Z). */
export const normalRgb = (normal: RawImage, base: RawImage) => mapPixels(normal, base, (r, g, b) => [r, g, b]);
/** `_n` A: height, white at the surface. */
export const heightView = (normal: RawImage, base: RawImage) => mapPixels(normal, base, (_r, _g, _b, a) => [a, a, a]);
/** `_n` B: material AO, white unoccluded. */
export const aoView = (normal: RawImage, base: RawImage) => mapPixels(normal, base, (_r, _g, b) => [b, b, b]);
/** `_s` R: perceptual smoothness, white a mirror. */
export const smoothnessView = (specular: RawImage, base: RawImage) => mapPixels(specular, base, (r) => [r, r, r]);

/**
 * `_s` G: a dielectric's F0 as grey four times brighter (10, stone, is dark grey; 43, diamond, nearly
 * white), a predefined metal as its own reflectance colour, 255 as the albedo, 238..254 (unassigned) red.
 */
export const f0View = (specular: RawImage, base: RawImage) =>
  mapPixels(specular, base, (_r, g, _b, _a, albedo) => {
    if (g === 255) return [albedo[0]!, albedo[1]!, albedo[2]!];
    if (g >= 230 && g <= 237) {
      const f0 = predefinedMetalF0[g - 230]!;
      return [srgbByte(f0[0]), srgbByte(f0[1]), srgbByte(f0[2])];
    }
    if (g > 229) return [255, 0, 0];
    const grey = Math.min(255, g * 4);
    return [grey, grey, grey];
  });

/** `_s` B: porosity 0..64 in blue, subsurface scattering 65..255 in green. */
export const porosityView = (specular: RawImage, base: RawImage) =>
  mapPixels(specular, base, (_r, _g, b) =>
    b <= 64 ? [0, 0, Math.round((b / 64) * 255)] : [0, Math.round(((b - 65) / 190) * 255), 60],
  );

/** `_s` A: emission 0..254 as grey, 255 (no emission) as dark blue, so 0 and "none" differ. */
export const emissionView = (specular: RawImage, base: RawImage) =>
  mapPixels(specular, base, (_r, _g, _b, a) => {
    if (a === 255) return [10, 14, 60];
    const v = Math.round((a / 254) * 255);
    return [v, v, v];
  });
