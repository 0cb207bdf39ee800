import { type DecodedImage, encodePng, isLabPbrMapName, type RawImage } from "@greenhouse/wasm-pipeline";

export const THUMBNAIL_SIZE = 128;

/**
 * Nearest-neighbour downscale so the longer side is at most `size`. Nearest keeps block-game pixel art
 * crisp, and thumbnails are for display only.
 */
export function downscaleNearest(image: RawImage, size: number): RawImage {
  const scale = Math.min(1, size / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sourceY = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const sourceX = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width));
      const from = (sourceY * image.width + sourceX) * 4;
      data.set(image.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** The top `height` rows of an image: an animation strip's first frame. */
function topRows(image: RawImage, height: number): RawImage {
  return { width: image.width, height, data: image.data.slice(0, image.width * height * 4) };
}

/**
 * The still a thumbnail shows: an animated GIF's first frame, and for a PNG strip taller than wide by a
 * whole number of squares (fire_0.png, 16x128) its top square, the first frame as Minecraft reads a strip
 * without its .mcmeta. The whole strip squeezed into the card made a sliver, or a very tall card.
 */
export function firstFrame({ image, animation }: DecodedImage): RawImage {
  if (animation) return topRows(image, image.height / animation.frameCount);
  if (image.height > image.width && image.height % image.width === 0) return topRows(image, image.width);
  return image;
}

/**
 * For LabPBR maps (`_n`, `_s`) alpha is data (height, emission), not opacity: a `_s` map without glow has
 * alpha 0 everywhere and would show as an empty checkerboard. Their RGB is shown opaque instead.
 */
export function opaqueForMaps(image: RawImage, fileName: string): RawImage {
  if (!isLabPbrMapName(fileName)) return image;
  const data = image.data.slice();
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width: image.width, height: image.height, data };
}

/** A PNG thumbnail of an image the upload check decoded: its first frame, LabPBR maps drawn opaque. */
export async function makeThumbnail(decoded: DecodedImage, fileName = ""): Promise<Uint8Array> {
  return encodePng(downscaleNearest(opaqueForMaps(firstFrame(decoded), fileName), THUMBNAIL_SIZE));
}
