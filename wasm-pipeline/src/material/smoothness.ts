import { localStatistics } from "../kernels/local-statistics.js";
import type { EdgeMode, Plane } from "../kernels/plane.js";
import type { MaterialCategory } from "./profile.js";

/** Options for {@link smoothnessMap}. */
export interface SmoothnessOptions {
  /** 0..1: how rough the surface is overall (0 leaves a polished surface). */
  intensity: number;
  /** Swap rough and smooth areas of the generated pattern. */
  invert: boolean;
  category: MaterialCategory;
  edges: EdgeMode;
}

/** Polished categories keep only part of the generated roughness. */
const categoryRoughness: Partial<Record<MaterialCategory, number>> = {
  glass: 0.2,
  gem: 0.35,
  water: 0.1,
  ice: 0.3,
  metal: 0.65,
};

/** Local deviation at which a surface counts as fully "busy" (luminance units). */
const busyDeviation = 0.12;

/**
 * Perceptual smoothness (`_s` R, 0..255) from local luminance variance (busy, high-contrast areas are
 * rough) and brightness (dark crevices are rougher): perceptual roughness
 * p = intensity * (0.6 + 0.3 * busy + 0.1 * darkness) * categoryFactor, R = 255 * (1 - p).
 */
export function smoothnessMap(luma: Plane, options: SmoothnessOptions): Uint8ClampedArray {
  const { intensity, invert, category, edges } = options;
  const radius = Math.max(1, Math.round(Math.min(luma.width, luma.height) / 64));
  const { mean: localMean, deviation } = localStatistics(luma, { radius, edges });
  const factor = (categoryRoughness[category] ?? 1) * intensity;
  const out = new Uint8ClampedArray(luma.data.length);
  for (let i = 0; i < out.length; i++) {
    const busy = Math.min(1, deviation.data[i]! / busyDeviation);
    let pattern = 0.6 + 0.3 * busy + 0.1 * (1 - localMean.data[i]!);
    if (invert) pattern = 1.6 - pattern; // mirrors the 0.6..1.0 range onto itself
    const roughness = Math.min(1, pattern * factor);
    out[i] = Math.round(255 * (1 - roughness));
  }
  return out;
}
