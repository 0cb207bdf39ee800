import type { RawImage } from "../types.js";
import { resizeTexture } from "./resize-texture.js";

/**
 * Resizes albedo art with Lanczos and blends a pixel-perfect (nearest-neighbour) pass over it: `crisp` 0
 * is pure Lanczos, 1 pure nearest. Lanczos alone softens the hard edges of pixel art; nearest alone
 * shows blocks on painted textures; a blend keeps edges with smooth gradients. Alpha blends like the
 * colour channels. Frame by frame for animation strips (`frameHeight`).
 */
export async function resizeWithPixelBlend(
  image: RawImage,
  width: number,
  height: number,
  crisp: number,
  frameHeight = image.height,
): Promise<RawImage> {
  if (!(crisp >= 0 && crisp <= 1)) throw new RangeError(`crisp must be in 0..1, got ${crisp}`);
  const frames = image.height / frameHeight;
  const smooth = await resizeTexture(image, {
    width,
    height: height / frames,
    frameHeight,
    interpolation: "lanczos",
    mapType: "baseColor",
    pixelArtAware: false,
  });
  const sharp = await resizeTexture(image, {
    width,
    height: height / frames,
    frameHeight,
    interpolation: "nearest",
    mapType: "baseColor",
    pixelArtAware: false,
  });
  const out = smooth.data;
  const crispData = sharp.data;
  for (let i = 0; i < out.length; i++) out[i] = Math.round(out[i]! + (crispData[i]! - out[i]!) * crisp);
  return smooth;
}
