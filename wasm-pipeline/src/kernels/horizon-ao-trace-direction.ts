/**
 * Adds the occlusion of directions d and d + 1 to every traced pixel (2 to 4 steps; one step has its own
 * kernel, five or more {@link traceLongDirection}), d's before d + 1's, so each pixel's sum takes its
 * terms in direction order as one pass per direction would, with one read and write of the sum per pair.
 * The steps (all of them below 128 px: radius <= 4) are unrolled into locals; a step loop re-reads two
 * tables per sample, which costs more than the sample itself. Steps past `count` repeat an earlier one (a
 * repeated sample cannot change a maximum). The maximum is Math.max of +0 and the slopes: the same value
 * as a chain of `if (slope > best) best = slope` from +0 (the largest slope, or +0 when none rises, as
 * Math.max ranks +0 above -0), but without a branch per sample that mispredicts on pixel art. (Four
 * directions per pass ran 4x slower in V8: too many live values.)
 */
export function traceDirection(
  padded: Float32Array,
  occlusion: Float64Array,
  runs: Int32Array,
  runCount: number,
  offsets: Int32Array,
  inverseDistance: Float64Array,
  count: number,
  d: number,
): void {
  // Direction d's steps are entries d * count .. d * count + count - 1 of the tables; d + 1's follow.
  const a = d * count;
  const b = a + count;
  const a0 = offsets[a]!;
  const ai0 = inverseDistance[a]!;
  const a1 = offsets[a + 1]!;
  const ai1 = inverseDistance[a + 1]!;
  const a2 = count > 2 ? offsets[a + 2]! : a1;
  const ai2 = count > 2 ? inverseDistance[a + 2]! : ai1;
  const a3 = count > 3 ? offsets[a + 3]! : a2;
  const ai3 = count > 3 ? inverseDistance[a + 3]! : ai2;
  const b0 = offsets[b]!;
  const bi0 = inverseDistance[b]!;
  const b1 = offsets[b + 1]!;
  const bi1 = inverseDistance[b + 1]!;
  const b2 = count > 2 ? offsets[b + 2]! : b1;
  const bi2 = count > 2 ? inverseDistance[b + 2]! : bi1;
  const b3 = count > 3 ? offsets[b + 3]! : b2;
  const bi3 = count > 3 ? inverseDistance[b + 3]! : bi2;
  for (let r = 0; r < runCount; r++) {
    const shift = runs[3 * r]!;
    for (let i = runs[3 * r + 1]!, last = runs[3 * r + 2]!; i < last; i++) {
      const p = i + shift;
      const here = padded[p]!;
      const bestA = Math.max(
        0,
        (padded[p + a0]! - here) * ai0,
        (padded[p + a1]! - here) * ai1,
        (padded[p + a2]! - here) * ai2,
        (padded[p + a3]! - here) * ai3,
      );
      const bestB = Math.max(
        0,
        (padded[p + b0]! - here) * bi0,
        (padded[p + b1]! - here) * bi1,
        (padded[p + b2]! - here) * bi2,
        (padded[p + b3]! - here) * bi3,
      );
      let sum = occlusion[i]!;
      if (bestA > 0) sum = sum + bestA / Math.sqrt(1 + bestA * bestA);
      if (bestB > 0) sum = sum + bestB / Math.sqrt(1 + bestB * bestB);
      occlusion[i] = sum;
    }
  }
}

/**
 * Adds direction d's occlusion to every traced pixel for searches of 5 steps or more (radius 6 and up:
 * 128 px frames and larger), one direction per pass so that its first eight steps fit in locals (two
 * directions of eight would not; the pair kernel's table loop for steps past four took a 256 px texture
 * 27 % longer). Steps past `count` repeat the last one; those past eight are read from the tables. Each
 * pixel's sum still takes the directions in order, so it is the same double as two directions per pass.
 */
export function traceLongDirection(
  padded: Float32Array,
  occlusion: Float64Array,
  runs: Int32Array,
  runCount: number,
  offsets: Int32Array,
  inverseDistance: Float64Array,
  count: number,
  d: number,
): void {
  const a = d * count;
  const last = a + count - 1;
  const a5 = Math.min(a + 5, last);
  const a6 = Math.min(a + 6, last);
  const a7 = Math.min(a + 7, last);
  const o0 = offsets[a]!;
  const i0 = inverseDistance[a]!;
  const o1 = offsets[a + 1]!;
  const i1 = inverseDistance[a + 1]!;
  const o2 = offsets[a + 2]!;
  const i2 = inverseDistance[a + 2]!;
  const o3 = offsets[a + 3]!;
  const i3 = inverseDistance[a + 3]!;
  const o4 = offsets[a + 4]!;
  const i4 = inverseDistance[a + 4]!;
  const o5 = offsets[a5]!;
  const i5 = inverseDistance[a5]!;
  const o6 = offsets[a6]!;
  const i6 = inverseDistance[a6]!;
  const o7 = offsets[a7]!;
  const i7 = inverseDistance[a7]!;
  for (let r = 0; r < runCount; r++) {
    const shift = runs[3 * r]!;
    for (let i = runs[3 * r + 1]!, end = runs[3 * r + 2]!; i < end; i++) {
      const p = i + shift;
      const here = padded[p]!;
      let best = Math.max(
        0,
        (padded[p + o0]! - here) * i0,
        (padded[p + o1]! - here) * i1,
        (padded[p + o2]! - here) * i2,
        (padded[p + o3]! - here) * i3,
        (padded[p + o4]! - here) * i4,
        (padded[p + o5]! - here) * i5,
        (padded[p + o6]! - here) * i6,
        (padded[p + o7]! - here) * i7,
      );
      for (let k = 8; k < count; k++) {
        best = Math.max(best, (padded[p + offsets[a + k]!]! - here) * inverseDistance[a + k]!);
      }
      if (best > 0) occlusion[i] = occlusion[i]! + best / Math.sqrt(1 + best * best);
    }
  }
}
