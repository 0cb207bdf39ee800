import type { PngHeader } from "../process/png-chunks.js";
import { createRawImage, type RawImage } from "../types.js";
import type { ValidationIssue } from "./types.js";

// Tiny literal textures and helpers for the validator's truth-table tests.

export type Pixel = [number, number, number, number];

/** An image whose pixel (x, y) is `pixel(x, y)`. */
export function image(width: number, height: number, pixel: (x: number, y: number) => Pixel): RawImage {
  const result = createRawImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) result.data.set(pixel(x, y), (y * width + x) * 4);
  }
  return result;
}

export const rgba: PngHeader = { width: 0, height: 0, bitDepth: 8, colorType: 6, hasAlpha: true };
export const rgb: PngHeader = { width: 0, height: 0, bitDepth: 8, colorType: 2, hasAlpha: false };
export const flatNormal = (): Pixel => [128, 128, 255, 255];
export const plainSpecular = (): Pixel => [100, 10, 0, 255];

export const messages = (issues: ValidationIssue[]) => issues.map((issue) => `${issue.level}: ${issue.message}`);
/** The one issue found; throws (failing the test) with what was found when there is not exactly one. */
export function only(issues: ValidationIssue[]): ValidationIssue {
  const [issue] = issues;
  if (issues.length !== 1 || !issue)
    throw new Error(`expected exactly 1 issue, got ${JSON.stringify(messages(issues))}`);
  return issue;
}
