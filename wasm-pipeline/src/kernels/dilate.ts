import { optionOr } from "./options.js";
import { createPlane, type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";
import { scratch } from "./scratch.js";

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
  const edges = optionOr(options, "edges", defaultDilateOptions.edges);
  const passes = optionOr(options, "passes", defaultDilateOptions.passes);
  const { width, height } = plane;
  if (valid.length !== width * height)
    throw new RangeError(`valid mask has ${valid.length} entries, expected ${width * height}`);
  const out = createPlane(width, height);
  out.data.set(plane.data);
  const src = out.data;
  const n = valid.length;
  // 0/1 flags, so the neighbour sums below can add `value * flag` without a branch per neighbour.
  knownScratch = scratch(knownScratch, n);
  const known = knownScratch;
  known.fill(0, 0, n);
  holesScratch = scratch(holesScratch, n);
  const holes = holesScratch;
  // Valid pixels per row: a hole can only be in the first ring if a row beside it (or its own) has one.
  rowValidScratch = scratch(rowValidScratch, height);
  const rowValid = rowValidScratch;
  let holeCount = 0;
  let validSum = 0;
  let validCount = 0;
  for (let y = 0, i = 0; y < height; y++) {
    const before = validCount;
    for (let x = 0; x < width; x++, i++) {
      if (valid[i]) {
        known[i] = 1;
        validSum += plane.data[i]!;
        validCount++;
      } else {
        holes[holeCount++] = i;
      }
    }
    rowValid[y] = validCount - before;
  }
  if (validCount === 0 || validCount === n) return out;

  const cols = edgeIndexTable(width, 1, edges);
  const rows = edgeIndexTable(height, 1, edges);
  // Ring by ring: ring 1 is every hole with a known neighbour; ring k + 1 is the holes beside ring k
  // that are in no earlier ring (the neighbourhood is symmetric for both edge modes). Only the first ring
  // needs a look at every hole; holes far from any colour are never visited again.
  ringScratch = scratch(ringScratch, holeCount);
  nextScratch = scratch(nextScratch, holeCount);
  let ring = ringScratch;
  let next = nextScratch;
  let ringSize = 0;
  // Holes are in row-major order, so the row is tracked as the scan goes (no division per hole), and
  // holes away from the border read their neighbours at fixed offsets. A row whose own and neighbouring
  // rows (as the edge table resolves them) hold no valid pixel has no hole in the ring: its holes are
  // passed over without reading their neighbours (the empty margins of entity and item sprites).
  for (
    let h = 0, y = 0, rowStart = 0, rowHasNear = rowValid[rows[0]!]! + rowValid[rows[1]!]! + rowValid[rows[2]!]! > 0;
    h < holeCount;
    h++
  ) {
    const i = holes[h]!;
    while (i >= rowStart + width) {
      y++;
      rowStart += width;
      rowHasNear = rowValid[rows[y]!]! + rowValid[rows[y + 1]!]! + rowValid[rows[y + 2]!]! > 0;
    }
    if (!rowHasNear) continue;
    const x = i - rowStart;
    const near =
      x > 0 && x < width - 1 && y > 0 && y < height - 1
        ? known[i - width - 1]! |
          known[i - width]! |
          known[i - width + 1]! |
          known[i - 1]! |
          known[i + 1]! |
          known[i + width - 1]! |
          known[i + width]! |
          known[i + width + 1]!
        : knownNeighbours(known, i, width, rows, cols);
    if (near > 0) ring[ringSize++] = i;
  }
  queuedScratch = scratch(queuedScratch, n);
  const queued = queuedScratch;
  queued.fill(0, 0, n);
  for (let pass = 0; pass < passes && ringSize > 0; pass++) {
    if (pass > 0) {
      // The next ring: unknown, not yet queued neighbours of the ring just filled.
      let nextSize = 0;
      for (let r = 0; r < ringSize; r++) {
        const j = ring[r]!;
        const y = (j / width) | 0;
        const x = j - y * width;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
          // Away from the border the tables give x - 1 .. x + 1 and y - 1 .. y + 1: the same pixels,
          // visited in the same order.
          const a = j - width - 1;
          const b = j - 1;
          const c = j + width - 1;
          nextSize = enqueue(known, queued, next, nextSize, a);
          nextSize = enqueue(known, queued, next, nextSize, a + 1);
          nextSize = enqueue(known, queued, next, nextSize, a + 2);
          nextSize = enqueue(known, queued, next, nextSize, b);
          nextSize = enqueue(known, queued, next, nextSize, b + 1);
          nextSize = enqueue(known, queued, next, nextSize, b + 2);
          nextSize = enqueue(known, queued, next, nextSize, c);
          nextSize = enqueue(known, queued, next, nextSize, c + 1);
          nextSize = enqueue(known, queued, next, nextSize, c + 2);
          continue;
        }
        for (let dy = 0; dy < 3; dy++) {
          const row = rows[y + dy]! * width;
          for (let dx = 0; dx < 3; dx++) nextSize = enqueue(known, queued, next, nextSize, row + cols[x + dx]!);
        }
      }
      const filled = ring;
      ring = next;
      next = filled;
      ringSize = nextSize;
    }
    for (let r = 0; r < ringSize; r++) {
      const i = ring[r]!;
      const y = (i / width) | 0;
      const x = i - y * width;
      // The border case stores its own mean: a number returned from a call that is not inlined is boxed
      // (a heap allocation), and a conditional choosing between it and the interior mean boxed every
      // interior mean too: 4 KB of garbage per texture.
      if (x > 0 && x < width - 1 && y > 0 && y < height - 1) src[i] = interiorNeighbourMean(src, known, i, width);
      else storeNeighbourMean(src, known, i, width, rows, cols);
    }
    // A ring becomes known only once all of it has read the previous state.
    for (let r = 0; r < ringSize; r++) known[ring[r]!] = 1;
  }
  const mean = validSum / validCount;
  for (let h = 0; h < holeCount; h++) {
    const i = holes[h]!;
    if (!known[i]) src[i] = mean;
  }
  return out;
}

// Per-call working arrays, reused (see scratch): known flags, the holes, valid pixels per row, two rings,
// queued flags.
let knownScratch = new Uint8Array(0);
let holesScratch = new Int32Array(0);
let rowValidScratch = new Int32Array(0);
let ringScratch = new Int32Array(0);
let nextScratch = new Int32Array(0);
let queuedScratch = new Uint8Array(0);

/** How many of pixel i's 3x3 neighbours (edges resolved by the tables) are known. */
function knownNeighbours(known: Uint8Array, i: number, width: number, rows: Int32Array, cols: Int32Array): number {
  const y = (i / width) | 0;
  const x = i - y * width;
  const r0 = rows[y]! * width;
  const r1 = rows[y + 1]! * width;
  const r2 = rows[y + 2]! * width;
  const c0 = cols[x]!;
  const c1 = cols[x + 1]!;
  const c2 = cols[x + 2]!;
  return (
    known[r0 + c0]! +
    known[r0 + c1]! +
    known[r0 + c2]! +
    known[r1 + c0]! +
    known[r1 + c1]! +
    known[r1 + c2]! +
    known[r2 + c0]! +
    known[r2 + c1]! +
    known[r2 + c2]!
  );
}

/**
 * Stores in src[i] the mean of pixel i's known 3x3 neighbours, in the order of a 3x3 walk; an unknown
 * neighbour adds an exact 0 (values are finite). The caller guarantees at least one known neighbour.
 */
function storeNeighbourMean(
  src: Float32Array,
  known: Uint8Array,
  i: number,
  width: number,
  rows: Int32Array,
  cols: Int32Array,
): void {
  const y = (i / width) | 0;
  const x = i - y * width;
  const r0 = rows[y]! * width;
  const r1 = rows[y + 1]! * width;
  const r2 = rows[y + 2]! * width;
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
}

/**
 * {@link storeNeighbourMean}'s mean for a pixel away from the border, where the edge tables give the
 * pixels at fixed offsets: the same reads, count and sum in the same order, without the table lookups.
 */
function interiorNeighbourMean(src: Float32Array, known: Uint8Array, i: number, width: number): number {
  const a = i - width - 1;
  const b = i - 1;
  const c = i + width - 1;
  const count =
    known[a]! +
    known[a + 1]! +
    known[a + 2]! +
    known[b]! +
    known[b + 1]! +
    known[b + 2]! +
    known[c]! +
    known[c + 1]! +
    known[c + 2]!;
  let sum = 0;
  sum += src[a]! * known[a]!;
  sum += src[a + 1]! * known[a + 1]!;
  sum += src[a + 2]! * known[a + 2]!;
  sum += src[b]! * known[b]!;
  sum += src[b + 1]! * known[b + 1]!;
  sum += src[b + 2]! * known[b + 2]!;
  sum += src[c]! * known[c]!;
  sum += src[c + 1]! * known[c + 1]!;
  sum += src[c + 2]! * known[c + 2]!;
  return sum / count;
}

/** Appends pixel i to the ring being built unless it is known or already queued; returns the ring's size. */
function enqueue(known: Uint8Array, queued: Uint8Array, next: Int32Array, size: number, i: number): number {
  if ((known[i]! | queued[i]!) !== 0) return size;
  queued[i] = 1;
  next[size] = i;
  return size + 1;
}
