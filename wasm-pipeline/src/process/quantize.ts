import { createRawImage, type RawImage } from "../types.js";

export interface QuantizeOptions {
  /** Palette size, 2..256. */
  colors: number;
  /** Floyd-Steinberg error diffusion of RGB (alpha is never dithered). */
  dither: boolean;
}

export const defaultQuantizeOptions: QuantizeOptions = { colors: 256, dither: false };

interface ColorCount {
  rgba: [number, number, number, number];
  count: number;
}

/**
 * Reduces an image to at most `colors` RGBA colours by median cut (boxes split at the weighted median
 * of their widest channel), optionally with Floyd-Steinberg dithering. An image that already has few
 * enough colours is returned unchanged (as a copy), so quantising is lossless whenever it can be.
 */
export function quantizePalette(
  image: RawImage,
  options: Partial<QuantizeOptions> = {},
): { image: RawImage; palette: number[][] } {
  const { colors, dither } = { ...defaultQuantizeOptions, ...options };
  if (!Number.isInteger(colors) || colors < 2 || colors > 256) {
    throw new RangeError(`Palette size must be an integer in 2..256, got ${colors}`);
  }
  const histogram = new Map<number, ColorCount>();
  const view = new DataView(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  for (let i = 0; i < image.data.length; i += 4) {
    const key = view.getUint32(i);
    const entry = histogram.get(key);
    if (entry) entry.count++;
    else {
      const d = image.data;
      histogram.set(key, { rgba: [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0, d[i + 3] ?? 0], count: 1 });
    }
  }
  const copy = createRawImage(image.width, image.height);
  copy.data.set(image.data);
  if (histogram.size <= colors) return { image: copy, palette: [...histogram.values()].map((entry) => entry.rgba) };
  const palette = medianCut([...histogram.values()], colors);
  return { image: remap(copy, palette, dither), palette };
}

function medianCut(entries: ColorCount[], colors: number): number[][] {
  const boxes: ColorCount[][] = [entries];
  while (boxes.length < colors) {
    let best = -1;
    let bestRange = 0;
    let bestChannel = 0;
    boxes.forEach((box, index) => {
      if (box.length < 2) return;
      for (let c = 0; c < 4; c++) {
        let min = 255;
        let max = 0;
        for (const entry of box) {
          const value = entry.rgba[c] ?? 0;
          if (value < min) min = value;
          if (value > max) max = value;
        }
        if (max - min > bestRange) {
          bestRange = max - min;
          best = index;
          bestChannel = c;
        }
      }
    });
    if (best < 0) break;
    const box = (boxes[best] as ColorCount[]).sort((a, b) => (a.rgba[bestChannel] ?? 0) - (b.rgba[bestChannel] ?? 0));
    const total = box.reduce((sum, entry) => sum + entry.count, 0);
    let seen = 0;
    let split = 1;
    for (let i = 0; i < box.length - 1; i++) {
      seen += (box[i] as ColorCount).count;
      split = i + 1;
      if (seen >= total / 2) break;
    }
    boxes.splice(best, 1, box.slice(0, split), box.slice(split));
  }
  return boxes.map((box) => {
    const sums = [0, 0, 0, 0];
    let count = 0;
    for (const entry of box) {
      for (let c = 0; c < 4; c++) sums[c] = (sums[c] ?? 0) + (entry.rgba[c] ?? 0) * entry.count;
      count += entry.count;
    }
    return sums.map((sum) => Math.round(sum / count));
  });
}

function nearestIndex(palette: number[][], r: number, g: number, b: number, a: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  palette.forEach((color, index) => {
    const distance =
      ((color[0] ?? 0) - r) ** 2 + ((color[1] ?? 0) - g) ** 2 + ((color[2] ?? 0) - b) ** 2 + ((color[3] ?? 0) - a) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

function remap(image: RawImage, palette: number[][], dither: boolean): RawImage {
  const { width, height, data } = image;
  const errors = dither ? new Float32Array(width * height * 3) : undefined;
  const cache = new Map<number, number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const i = p * 4;
      const a = data[i + 3] ?? 0;
      const wanted = [0, 1, 2].map((c) => Math.min(255, Math.max(0, (data[i + c] ?? 0) + (errors?.[p * 3 + c] ?? 0))));
      const [r, g, b] = wanted as [number, number, number];
      let index: number;
      if (errors) index = nearestIndex(palette, r, g, b, a);
      else {
        const key = ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
        index = cache.get(key) ?? nearestIndex(palette, r, g, b, a);
        cache.set(key, index);
      }
      const color = palette[index] as number[];
      data.set(color, i);
      if (errors) {
        for (let c = 0; c < 3; c++) {
          const error = (wanted[c] ?? 0) - (color[c] ?? 0);
          const spread = (dx: number, dy: number, weight: number) => {
            const nx = x + dx;
            const ny = y + dy;
            if (nx < 0 || nx >= width || ny >= height) return;
            const q = (ny * width + nx) * 3 + c;
            errors[q] = (errors[q] ?? 0) + (error * weight) / 16;
          };
          spread(1, 0, 7);
          spread(-1, 1, 3);
          spread(0, 1, 5);
          spread(1, 1, 1);
        }
      }
    }
  }
  return image;
}
