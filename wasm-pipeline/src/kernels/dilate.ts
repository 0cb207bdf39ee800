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
  let known = Uint8Array.from(valid);
  let validSum = 0;
  let validCount = 0;
  for (let i = 0; i < known.length; i++) {
    if (known[i]) {
      validSum += plane.data[i]!;
      validCount++;
    }
  }
  if (validCount === 0 || validCount === known.length) return out;

  const cols = edgeIndexTable(width, 1, edges);
  const rows = edgeIndexTable(height, 1, edges);
  for (let pass = 0; pass < passes; pass++) {
    const next = Uint8Array.from(known);
    let grew = false;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (known[i]) continue;
        let sum = 0;
        let count = 0;
        for (let dy = 0; dy < 3; dy++) {
          const row = rows[y + dy]! * width;
          for (let dx = 0; dx < 3; dx++) {
            const j = row + cols[x + dx]!;
            if (known[j]) {
              sum += out.data[j]!;
              count++;
            }
          }
        }
        if (count > 0) {
          out.data[i] = sum / count;
          next[i] = 1;
          grew = true;
        }
      }
    }
    known = next;
    if (!grew) break;
  }
  const mean = validSum / validCount;
  for (let i = 0; i < known.length; i++) if (!known[i]) out.data[i] = mean;
  return out;
}
