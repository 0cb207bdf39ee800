import { createRawImage, type RawImage } from "../types.js";

/**
 * Nearest-neighbour resampling (pixel centres map to the source pixel they fall in). Exact for integer
 * upscales of pixel art and the only filter that never invents values, which metal ids need.
 */
export function resizeNearest(image: RawImage, width: number, height: number): RawImage {
  const output = createRawImage(width, height);
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  const target = new Uint32Array(output.data.buffer);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width));
      target[y * width + x] = source[sy * image.width + sx] ?? 0;
    }
  }
  return output;
}
