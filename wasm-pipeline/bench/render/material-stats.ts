// Numbers printed beside the panels, so what the eye suspects can be checked: how far normals lean,
// how deep AO goes, which F0 ids appear, how much emits, and whether the wrap edge is a seam.
import type { RawImage } from "../../src/types.js";
import { alphaTest } from "./surface.js";

export interface FrameStats {
  /** Mean and 95th-percentile angle between the normal and the face's, degrees (opaque texels). */
  meanLean: number;
  p95Lean: number;
  /** Mean and minimum AO (0..1). */
  meanAo: number;
  minAo: number;
  /** Range of the height byte. */
  heightMin: number;
  heightMax: number;
  /** Mean smoothness and its 5..95 % range (bytes). */
  meanSmoothness: number;
  smoothness5: number;
  smoothness95: number;
  /** `_s` G values with their share of opaque texels, most common first. */
  f0Values: Array<[number, number]>;
  porosityValues: Array<[number, number]>;
  /** Share of opaque texels that emit (A < 255 and > 0) and their mean emission 0..1 over all texels. */
  emittingShare: number;
  meanEmission: number;
  /** Mean base colour luminance (0..1) of opaque texels, to compare emission flicker against. */
  meanLuma: number;
  /** Normal change across the wrap edges over the change between neighbours inside (1: no seam). */
  seamRatio: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

function histogram(values: number[]): Array<[number, number]> {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v, c]) => [v, c / Math.max(1, values.length)]);
}

/** Statistics of one frame's maps over the texels the game draws. */
export function frameStats(base: RawImage, normal: RawImage, specular: RawImage): FrameStats {
  const leans: number[] = [];
  const smoothness: number[] = [];
  const f0: number[] = [];
  const porosity: number[] = [];
  let aoSum = 0;
  let minAo = 1;
  let heightMin = 255;
  let heightMax = 0;
  let emitting = 0;
  let emission = 0;
  let luma = 0;
  const n = base.width * base.height;
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    if (base.data[p + 3]! / 255 < alphaTest) continue;
    const x = (normal.data[p]! / 255) * 2 - 1;
    const y = (normal.data[p + 1]! / 255) * 2 - 1;
    leans.push((Math.asin(Math.min(1, Math.hypot(x, y))) * 180) / Math.PI);
    const ao = normal.data[p + 2]! / 255;
    aoSum += ao;
    minAo = Math.min(minAo, ao);
    heightMin = Math.min(heightMin, normal.data[p + 3]!);
    heightMax = Math.max(heightMax, normal.data[p + 3]!);
    smoothness.push(specular.data[p]!);
    f0.push(specular.data[p + 1]!);
    porosity.push(specular.data[p + 2]!);
    const a = specular.data[p + 3]!;
    if (a < 255 && a > 0) emitting++;
    if (a < 255) emission += a / 254;
    luma += (0.2126 * base.data[p]! + 0.7152 * base.data[p + 1]! + 0.0722 * base.data[p + 2]!) / 255;
  }
  const count = Math.max(1, leans.length);
  leans.sort((a, b) => a - b);
  smoothness.sort((a, b) => a - b);
  return {
    meanLean: leans.reduce((a, b) => a + b, 0) / count,
    p95Lean: percentile(leans, 0.95),
    meanAo: aoSum / count,
    minAo,
    heightMin,
    heightMax,
    meanSmoothness: smoothness.reduce((a, b) => a + b, 0) / count,
    smoothness5: percentile(smoothness, 0.05),
    smoothness95: percentile(smoothness, 0.95),
    f0Values: histogram(f0),
    porosityValues: histogram(porosity),
    emittingShare: emitting / count,
    meanEmission: emission / count,
    meanLuma: luma / count,
    seamRatio: seamRatio(normal),
  };
}

/**
 * How much the normals jump from the last column to the first (and last row to first) against the mean
 * jump between neighbouring columns (rows) inside: a tiling texture made without wrap shows a ratio
 * well above 1 along its edges.
 */
function seamRatio(normal: RawImage): number {
  const { width, height, data } = normal;
  if (width < 3 || height < 3) return 1;
  const at = (x: number, y: number, c: number) => data[(y * width + x) * 4 + c]!;
  const jump = (x0: number, y0: number, x1: number, y1: number) =>
    Math.abs(at(x0, y0, 0) - at(x1, y1, 0)) + Math.abs(at(x0, y0, 1) - at(x1, y1, 1));
  let edge = 0;
  let inside = 0;
  for (let y = 0; y < height; y++) {
    edge += jump(width - 1, y, 0, y);
    for (let x = 0; x < width - 1; x++) inside += jump(x, y, x + 1, y) / (width - 1);
  }
  for (let x = 0; x < width; x++) {
    edge += jump(x, height - 1, x, 0);
    for (let y = 0; y < height - 1; y++) inside += jump(x, y, x, y + 1) / (height - 1);
  }
  return inside > 0 ? edge / inside : 1;
}
