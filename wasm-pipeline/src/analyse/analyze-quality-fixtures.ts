import { createRawImage, type RawImage } from "../types.js";
import type { analyzeTextureQuality } from "./analyze-quality.js";

/** A `width` x `height` grey image whose pixel (x, y) is `value(x, y)`, all at one alpha. */
export function grey(width: number, height: number, value: (x: number, y: number) => number, alpha = 255): RawImage {
  const image = createRawImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = value(x, y);
      image.data.set([v, v, v, alpha], (y * width + x) * 4);
    }
  }
  return image;
}

/** The report's metric called `name`, or undefined where the report has none (a map has no Color Variance). */
export const metric = (report: ReturnType<typeof analyzeTextureQuality>, name: string) =>
  report.metrics.find((item) => item.name === name);
