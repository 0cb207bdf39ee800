import type { RawImage } from "@greenhouse/wasm-pipeline";
import { alphaIsDataByName } from "../../../lib/map-preview";

/**
 * The pixels the preview draws: a copy of the image, with alpha set to 255 for a LabPBR map. A map's
 * alpha is data (height in `_n`, emission in `_s`, where 0 means "no emission"), so drawn as transparency
 * a real `_s` map is blank; the F0 analyser and the library draw maps opaque for the same reason.
 */
export function previewPixels(image: RawImage, name: string): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(image.data);
  if (alphaIsDataByName(name)) for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
  return pixels;
}
