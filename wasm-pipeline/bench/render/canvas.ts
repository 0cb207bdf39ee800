// The sheet's drawing surface: an RGBA8 image with the few operations a contact sheet needs.
import { createRawImage, type RawImage } from "../../src/types.js";
import { glyphAdvance, glyphColumns } from "./font.js";

export type Rgb = readonly [number, number, number];

/** A new image filled with `colour`. */
export function filledImage(width: number, height: number, colour: Rgb): RawImage {
  const image = createRawImage(width, height);
  for (let p = 0; p < image.data.length; p += 4) {
    image.data[p] = colour[0];
    image.data[p + 1] = colour[1];
    image.data[p + 2] = colour[2];
    image.data[p + 3] = 255;
  }
  return image;
}

/** Copies `source` onto `target` at (x, y), clipped to the target, alpha ignored. */
export function blit(target: RawImage, source: RawImage, x: number, y: number): void {
  for (let sy = 0; sy < source.height; sy++) {
    const ty = y + sy;
    if (ty < 0 || ty >= target.height) continue;
    for (let sx = 0; sx < source.width; sx++) {
      const tx = x + sx;
      if (tx < 0 || tx >= target.width) continue;
      const s = (sy * source.width + sx) * 4;
      const t = (ty * target.width + tx) * 4;
      target.data[t] = source.data[s]!;
      target.data[t + 1] = source.data[s + 1]!;
      target.data[t + 2] = source.data[s + 2]!;
      target.data[t + 3] = 255;
    }
  }
}

/**
 * `source` resampled to `width` x `height`: nearest-neighbour when enlarging (pixel art must stay
 * crisp, as the game shows it), a box average when shrinking (a 1024 px photo into a panel).
 */
export function fitImage(source: RawImage, width: number, height: number): RawImage {
  const out = createRawImage(width, height);
  const fx = source.width / width;
  const fy = source.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const s = (sy * source.width + sx) * 4;
          r += source.data[s]!;
          g += source.data[s + 1]!;
          b += source.data[s + 2]!;
          a += source.data[s + 3]!;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const t = (y * width + x) * 4;
      out.data[t] = r / count;
      out.data[t + 1] = g / count;
      out.data[t + 2] = b / count;
      out.data[t + 3] = a / count;
    }
  }
  return out;
}

/** `source` repeated `count` x `count` times: the way a floor or wall of the block looks in game. */
export function tileImage(source: RawImage, count: number): RawImage {
  const out = createRawImage(source.width * count, source.height * count);
  for (let y = 0; y < out.height; y++) {
    const sy = y % source.height;
    const row = source.data.subarray(sy * source.width * 4, (sy + 1) * source.width * 4);
    for (let i = 0; i < count; i++) out.data.set(row, (y * out.width + i * source.width) * 4);
  }
  return out;
}

/** A filled rectangle, clipped to the target. */
export function fillRect(target: RawImage, x: number, y: number, width: number, height: number, colour: Rgb): void {
  for (let ty = Math.max(0, y); ty < Math.min(target.height, y + height); ty++) {
    for (let tx = Math.max(0, x); tx < Math.min(target.width, x + width); tx++) {
      const t = (ty * target.width + tx) * 4;
      target.data[t] = colour[0];
      target.data[t + 1] = colour[1];
      target.data[t + 2] = colour[2];
      target.data[t + 3] = 255;
    }
  }
}

/** Draws `text` with its top-left corner at (x, y), each font pixel `scale` x `scale` sheet pixels. */
export function drawText(target: RawImage, text: string, x: number, y: number, colour: Rgb, scale = 1): void {
  let cx = x;
  for (const char of text) {
    const columns = glyphColumns(char);
    for (let column = 0; column < 5; column++) {
      const bits = columns[column]!;
      for (let row = 0; row < 7; row++) {
        if (bits & (1 << row)) fillRect(target, cx + column * scale, y + row * scale, scale, scale, colour);
      }
    }
    cx += glyphAdvance * scale;
  }
}

/** Width of `text` in sheet pixels at `scale`. */
export function textWidth(text: string, scale = 1): number {
  return [...text].length * glyphAdvance * scale;
}
