/** A pixel budget as people read it: "8192x8192" for a square one, else the plain count. */
export function pixelBudgetText(pixels: number): string {
  const side = Math.sqrt(pixels);
  return Number.isInteger(side) ? `${side}x${side}` : String(pixels);
}
