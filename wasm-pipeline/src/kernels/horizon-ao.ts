import { traceRuns } from "./horizon-ao-multi-step.js";
import { paddedHeights } from "./horizon-ao-padded-heights.js";
import { singleStepHorizonAo } from "./horizon-ao-single-step.js";
import { optionOr } from "./options.js";
import { createPlane, type EdgeMode, type Plane } from "./plane.js";
import { scratch } from "./scratch.js";

/** Options for {@link horizonAo}. */
export interface HorizonAoOptions {
  /** How far to search for occluders, in pixels; 0 gives no occlusion. */
  radius: number;
  edges: EdgeMode;
  /**
   * Pixels whose AO is wanted (non-zero entries); the caller overwrites the rest (cutouts). With a
   * one-step search each row is traced from its first to its last wanted pixel (one pass shares its
   * slopes between neighbours); with more steps only the wanted pixels are. Pixels not traced are 1.
   * Heights under unwanted pixels still occlude their neighbours.
   */
  mask?: Uint8Array;
  /**
   * Multiplies the heights first (into pixel units), each product rounded to float32 exactly as a scaled
   * plane would hold it; saves the caller that plane.
   */
  heightScale: number;
}

export const defaultHorizonAoOptions: HorizonAoOptions = { radius: 4, edges: "wrap", heightScale: 1 };

/** Step counts along a direction: every pixel up to 4, then growing by ~1.5x (the far horizon changes slowly). */
export function horizonSteps(radius: number): number[] {
  const steps: number[] = [];
  for (let d = 1; d <= radius; d = d < 4 ? d + 1 : Math.ceil(d * 1.5)) steps.push(d);
  return steps;
}

/**
 * Geometric ambient occlusion from a heightfield whose values are in pixel units (a height difference of
 * 1 over 1 pixel is a 45 degree slope). For 8 directions the highest horizon within `radius` is found by
 * marching outwards; each direction occludes by the sine of its horizon angle, and AO = 1 - mean.
 * Returns 0 (fully occluded) .. 1 (open sky).
 */
export function horizonAo(height: Plane, options: Partial<HorizonAoOptions> = {}): Plane {
  const defaults = defaultHorizonAoOptions;
  const radius = optionOr(options, "radius", defaults.radius);
  const edges = optionOr(options, "edges", defaults.edges);
  const mask = options.mask;
  const heightScale = optionOr(options, "heightScale", defaults.heightScale);
  if (!(radius >= 0)) throw new RangeError(`radius must be >= 0, got ${radius}`);
  const { width, height: rowsCount } = height;
  const out = createPlane(width, rowsCount);
  const steps = horizonSteps(Math.floor(radius));
  if (steps.length === 0) return fill(out, 1);

  const pad = steps[steps.length - 1]!;
  const padded = paddedHeights(height, pad, edges, heightScale);
  const paddedWidth = width + 2 * pad;
  const count = steps.length;
  const ao = out.data;
  if (count > 1) {
    traceRuns(padded, paddedWidth, pad, width, rowsCount, mask, steps, ao);
    return out;
  }
  // One step: each row is traced from its first to its last wanted pixel (the whole row without a mask).
  spanStartScratch = scratch(spanStartScratch, rowsCount);
  spanEndScratch = scratch(spanEndScratch, rowsCount);
  const spanStart = spanStartScratch.fill(0, 0, rowsCount);
  const spanEnd = spanEndScratch.fill(width, 0, rowsCount);
  if (mask) {
    for (let y = 0; y < rowsCount; y++) {
      const rowStart = y * width;
      let first = 0;
      let end = width;
      while (first < width && !mask[rowStart + first]) first++;
      while (end > first && !mask[rowStart + end - 1]) end--;
      spanStart[y] = first;
      spanEnd[y] = end;
    }
  }
  singleStepHorizonAo(padded, paddedWidth, width, rowsCount, spanStart, spanEnd, ao);
  fillOutsideSpans(ao, width, rowsCount, spanStart, spanEnd);
  return out;
}

/** AO 1 (open sky) for the pixels outside each row's traced span. */
function fillOutsideSpans(
  ao: Float32Array,
  width: number,
  rowsCount: number,
  spanStart: Int32Array,
  spanEnd: Int32Array,
): void {
  for (let y = 0; y < rowsCount; y++) {
    const rowStart = y * width;
    for (let x = 0, first = spanStart[y]!; x < first; x++) ao[rowStart + x] = 1;
    for (let x = spanEnd[y]!; x < width; x++) ao[rowStart + x] = 1;
  }
}

// Per-call working arrays, reused (see scratch): row spans.
let spanStartScratch = new Int32Array(0);
let spanEndScratch = new Int32Array(0);

function fill(plane: Plane, value: number): Plane {
  plane.data.fill(value);
  return plane;
}
