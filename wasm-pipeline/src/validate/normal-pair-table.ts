/**
 * What a normal map pixel's R and G decide, as a table shared by every measurement: the decoded unit
 * value of a channel, whether a pair leans enough for the blue-channel test, and which blue values count
 * as its Z. Kept apart from the pixel loop in `normal-checks.ts` so the loop reads one table word per
 * pixel and the rounding rules that fill the table live in one place.
 */

/**
 * Blue within this many steps of the Z rebuilt from R and G counts as "blue is Z". A tool's stored Z
 * lands within 3 steps of it on 99 % of pixels up to |XY| = 0.97 (8-bit R, G and B each rounded); a
 * wider window let AO on steep slopes, which sits near Z there, pass for it.
 */
const zTolerance = 3;
/**
 * Below this |XY| (about 25 degrees) the Z a tool writes as 0.5 Z + 0.5 is 243 or more, where the AO of
 * open ground lies too, so a map with gentle normals and open AO would read as "blue is Z". Only steeper
 * pixels can tell the two apart.
 */
const blueTestTilt = 0.42;

/** An 8-bit channel as a unit component, 0..255 -> -1..1. */
export const unit = (value: number) => (value / 255) * 2 - 1;

/**
 * What a pixel's R and G decide, computed once per pair (there are only 65,536) instead of per pixel
 * (two divisions and up to two square roots each): whether the pair is "tilted" and, for tilted pairs,
 * the blue values that count as Z. Filled lazily, the first time a pair is seen, with the same
 * expressions a per-pixel evaluation uses, so every count comes out exactly the same.
 */
export const unitOf = new Float64Array(256).map((_, v) => unit(v));
/**
 * One word per pair, by R << 8 | G, so a pixel needs a single table read: 0 = not seen yet,
 * `untilted` = not tilted, otherwise (tilted: blueTestTilt < |XY| <= 1) two inclusive ranges of blue that
 * match Z packed as lo1 | hi1 << 8 | lo2 << 16 | hi2 << 24. Neither sentinel is a possible packing: a
 * tilted pair's second range lies around (0.5 * Z + 0.5) * 255 >= 127, so its bytes are never 0.
 * Allocated on first use.
 */
let pairInfo = new Uint32Array(0);
export const untilted = 1;
/** R and G of the flat normal (128, 128) as a pair. */
export const centrePair = (128 << 8) | 128;

/** The pair table, allocated on first use (so a page that never measures a normal map does not pay its 256 KiB). */
export function pairTable(): Uint32Array {
  if (pairInfo.length === 0) pairInfo = new Uint32Array(65536);
  return pairInfo;
}

/** Fills in (and returns) the table word of a pair not seen yet; see {@link pairTable}. */
export function classifyPair(pair: number): number {
  const x = unitOf[pair >> 8]!;
  const y = unitOf[pair & 255]!;
  const lengthSquared = x * x + y * y;
  const length = Math.sqrt(lengthSquared);
  if (!(length > blueTestTilt && length <= 1)) {
    pairInfo[pair] = untilted;
    return untilted;
  }
  const z = Math.sqrt(1 - lengthSquared);
  // Tools write Z either as 0..1 -> 0..255 or as -1..1 -> 0..255 (OpenGL style, Z >= 128).
  const info = (matchRange(z * 255) | (matchRange((0.5 * z + 0.5) * 255) << 16)) >>> 0;
  pairInfo[pair] = info;
  return info;
}

/**
 * The whole numbers b in 0..255 with |b - target| <= zTolerance, as lo | hi << 8. The test is monotone
 * in b on each side of the target, so the matches are one run; its ends are found with the very test a
 * pixel would run, so rounding at the boundaries agrees too.
 */
function matchRange(target: number): number {
  // Start just outside the run on the low side and well inside it on the high side: a step or two each.
  let lo = Math.max(0, Math.ceil(target) - zTolerance - 1);
  while (lo <= 255 && !(Math.abs(lo - target) <= zTolerance)) lo++;
  let hi = Math.max(lo, Math.min(255, Math.floor(target) + zTolerance - 1));
  while (hi < 255 && Math.abs(hi + 1 - target) <= zTolerance) hi++;
  return lo | (hi << 8);
}
