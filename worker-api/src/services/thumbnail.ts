import { type DecodedImage, encodePng, type RawImage } from "@greenhouse/wasm-pipeline";

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
 * A PNG thumbnail of an image the upload check decoded (an animated GIF's first frame, not its whole
 * strip squeezed into 128 px).
 */
export async function makeThumbnail({ image, animation }: DecodedImage): Promise<Uint8Array> {
  const still = animation ? topRows(image, image.height / animation.frameCount) : image;
  return encodePng(downscaleNearest(still, THUMBNAIL_SIZE));
}
