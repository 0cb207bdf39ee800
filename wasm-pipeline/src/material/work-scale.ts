/**
 * Largest power-of-two factor that divides both sides and brings the long side to at most `maxSide`.
 * Smooth maps (AO, smoothness statistics) are computed at that reduced size and upsampled: on large
 * textures this saves most of their cost without visible change.
 */
export function reductionFactor(width: number, height: number, maxSide: number): number {
  let factor = 1;
  while (Math.max(width, height) / factor > maxSide && width % (factor * 2) === 0 && height % (factor * 2) === 0) {
    factor *= 2;
  }
  return factor;
}
