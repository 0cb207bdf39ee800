import { boxBlur } from "./box-blur.js";
import { createPlane, type EdgeMode, type Plane } from "./plane.js";

/** Options for {@link localStatistics}. */
export interface LocalStatisticsOptions {
  radius: number;
  edges: EdgeMode;
}

export const defaultLocalStatisticsOptions: LocalStatisticsOptions = { radius: 1, edges: "wrap" };

/**
 * Mean and standard deviation over a (2r+1)^2 window: sqrt(E[x^2] - E[x]^2), from two box blurs.
 */
export function localStatistics(
  plane: Plane,
  options: Partial<LocalStatisticsOptions> = {},
): { mean: Plane; deviation: Plane } {
  const { radius, edges } = { ...defaultLocalStatisticsOptions, ...options };
  const squares = createPlane(plane.width, plane.height);
  for (let i = 0; i < plane.data.length; i++) squares.data[i] = plane.data[i]! * plane.data[i]!;
  const mean = boxBlur(plane, { radius, edges });
  const deviation = boxBlur(squares, { radius, edges });
  const m = mean.data;
  const d = deviation.data;
  for (let i = 0; i < d.length; i++) {
    const variance = d[i]! - m[i]! * m[i]!;
    d[i] = variance > 0 ? Math.sqrt(variance) : 0;
  }
  return { mean, deviation };
}
