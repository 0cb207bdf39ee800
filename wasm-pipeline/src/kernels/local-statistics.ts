import { boxBlur } from "./box-blur.js";
import { createPlane, type EdgeMode, type Plane } from "./plane.js";

/** Options for {@link localDeviation}. */
export interface LocalDeviationOptions {
  radius: number;
  edges: EdgeMode;
}

export const defaultLocalDeviationOptions: LocalDeviationOptions = { radius: 1, edges: "wrap" };

/** Standard deviation over a (2r+1)^2 window: sqrt(E[x^2] - E[x]^2), from two box blurs. */
export function localDeviation(plane: Plane, options: Partial<LocalDeviationOptions> = {}): Plane {
  const { radius, edges } = { ...defaultLocalDeviationOptions, ...options };
  const squares = createPlane(plane.width, plane.height);
  for (let i = 0; i < plane.data.length; i++) squares.data[i] = plane.data[i]! * plane.data[i]!;
  const mean = boxBlur(plane, { radius, edges });
  const meanSquares = boxBlur(squares, { radius, edges });
  const out = createPlane(plane.width, plane.height);
  for (let i = 0; i < out.data.length; i++) {
    const m = mean.data[i]!;
    const variance = meanSquares.data[i]! - m * m;
    out.data[i] = variance > 0 ? Math.sqrt(variance) : 0;
  }
  return out;
}
