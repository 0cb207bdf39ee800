import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";

/** Options for {@link dilateIntoHoles}. */
export interface DilateOptions {
  edges: EdgeMode;
  /** Rings grown from the valid pixels; what is still empty afterwards gets the valid pixels' mean. */
  passes: number;
}

export const defaultDilateOptions: DilateOptions = { edges: "clamp", passes: 4 };

/**
 * Fills pixels where `valid[i] === 0` with the mean of their valid 8-neighbours, ring by ring, so filters
 * that later look across a cutout edge see a continuation of the surface instead of a cliff to 0.
 * Valid pixels are copied unchanged. A plane with no valid pixel is returned as a copy.
 */
export function dilateIntoHoles(plane: Plane, valid: Uint8Array, options: Partial<DilateOptions> = {}): Plane {
  const { edges, passes } = { ...defaultDilateOptions, ...options };
  const { width, height } = plane;
  if (valid.length !== width * height)
    throw new RangeError(`valid mask has ${valid.length} entries, expected ${width * height}`);
  const out = createPlane(width, height);
  out.data.set(plane.data);
  const src = out.data;
  // 0/1 flags, so the neighbour sums below can add `value * flag` without a branch per neighbour.
  let known = new Uint8Array(valid.length);
  let validSum = 0;
  let validCount = 0;
  for (let i = 0; i < known.length; i++) {
    if (valid[i]) {
      known[i] = 1;
      validSum += plane.data[i]!;
      validCount++;
    }
  }
  if (validCount === 0 || validCount === known.length) return out;

  const cols = edgeIndexTable(width, 1, edges);
  const rows = edgeIndexTable(height, 1, edges);
  for (let pass = 0; pass < passes; pass++) {
    const next = known.slice();
    let grew = false;
    for (let y = 0; y < height; y++) {
      const r0 = rows[y]! * width;
      const r1 = rows[y + 1]! * width;
      const r2 = rows[y + 2]! * width;
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (known[i]) continue;
        const c0 = cols[x]!;
        const c1 = cols[x + 1]!;
        const c2 = cols[x + 2]!;
        const count =
          known[r0 + c0]! +
          known[r0 + c1]! +
          known[r0 + c2]! +
          known[r1 + c0]! +
          known[r1 + c1]! +
          known[r1 + c2]! +
          known[r2 + c0]! +
          known[r2 + c1]! +
          known[r2 + c2]!;
        if (count === 0) continue;
        // Same neighbour order as a 3x3 walk; an unknown neighbour adds an exact 0 (values are finite).
        let sum = 0;
        sum += src[r0 + c0]! * known[r0 + c0]!;
        sum += src[r0 + c1]! * known[r0 + c1]!;
        sum += src[r0 + c2]! * known[r0 + c2]!;
        sum += src[r1 + c0]! * known[r1 + c0]!;
        sum += src[r1 + c1]! * known[r1 + c1]!;
        sum += src[r1 + c2]! * known[r1 + c2]!;
        sum += src[r2 + c0]! * known[r2 + c0]!;
        sum += src[r2 + c1]! * known[r2 + c1]!;
        sum += src[r2 + c2]! * known[r2 + c2]!;
        src[i] = sum / count;
        next[i] = 1;
        grew = true;
      }
    }
    known = next;
    if (!grew) break;
  }
  const mean = validSum / validCount;
  for (let i = 0; i < known.length; i++) if (!known[i]) src[i] = mean;
  return out;
}
