import { decodeImageFrames, encodePng, ImageDecodeError, type RawImage } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { ApiError } from "../lib/errors.js";

export const THUMBNAIL_SIZE = 128;
/**
 * Bigger images are stored without a thumbnail rather than risk the isolate's 128 MB: decoding holds the
 * RGBA in the codec's memory and again in JavaScript (2 x 16 MiB at 2048x2048).
 */
const MAX_THUMBNAIL_SOURCE_PIXELS = 2048 * 2048;

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
 * A PNG thumbnail made with the pipeline's decoders (an animated GIF's first frame, not its whole
 * strip squeezed into 128 px), or null for formats the pipeline does not decode (WebP) and very large
 * images. A file that claims to be an image but is broken is a 422.
 */
export async function makeThumbnail(bytes: Uint8Array, fileName: string): Promise<Uint8Array | null> {
  await initWorkerCodecs();
  try {
    const decoded = await decodeImageFrames(bytes, { filename: fileName, maxPixels: MAX_THUMBNAIL_SOURCE_PIXELS });
    const { image, animation } = decoded;
    const still = animation ? topRows(image, image.height / animation.frameCount) : image;
    return await encodePng(downscaleNearest(still, THUMBNAIL_SIZE));
  } catch (error) {
    if (error instanceof ImageDecodeError) {
      if (error.code === "corrupt" || error.code === "truncated") {
        throw new ApiError(422, "unreadable_image", `The image could not be read (${error.message})`);
      }
      return null;
    }
    throw error;
  }
}
