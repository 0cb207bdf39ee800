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
  const n = valid.length;
  // 0/1 flags, so the neighbour sums below can add `value * flag` without a branch per neighbour.
  const known = new Uint8Array(n);
  // The holes still to fill, in row-major order; each pass visits only these, not the whole plane.
  const holes = new Int32Array(n);
  let holeCount = 0;
  let validSum = 0;
  let validCount = 0;
  for (let i = 0; i < n; i++) {
    if (valid[i]) {
      known[i] = 1;
      validSum += plane.data[i]!;
      validCount++;
    } else {
      holes[holeCount++] = i;
    }
  }
  if (validCount === 0 || validCount === n) return out;

  const cols = edgeIndexTable(width, 1, edges);
  const rows = edgeIndexTable(height, 1, edges);
  const filled = new Int32Array(holeCount);
  for (let pass = 0; pass < passes; pass++) {
    let filledCount = 0;
    let remaining = 0;
    let y = -1;
    let rowStart = 0;
    let rowEnd = 0;
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    for (let h = 0; h < holeCount; h++) {
      const i = holes[h]!;
      while (i >= rowEnd) {
        y++;
        rowStart = rowEnd;
        rowEnd += width;
        r0 = rows[y]! * width;
        r1 = rows[y + 1]! * width;
        r2 = rows[y + 2]! * width;
      }
      const x = i - rowStart;
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
      if (count === 0) {
        holes[remaining++] = i;
        continue;
      }
      // Same neighbour order as a 3x3 walk; an unknown neighbour adds an exact 0 (values are finite), so
      // holes filled earlier in this pass (still unknown until it ends) do not count either.
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
      filled[filledCount++] = i;
    }
    // A ring becomes known only once the whole pass has read the previous state.
    for (let f = 0; f < filledCount; f++) known[filled[f]!] = 1;
    holeCount = remaining;
    if (filledCount === 0) break;
  }
  const mean = validSum / validCount;
  for (let h = 0; h < holeCount; h++) src[holes[h]!] = mean;
  return out;
}
