import type { F0Analysis } from "@greenhouse/wasm-pipeline";

/** What an unset F0 (average below every reference) means, in the words of the pack artist's habit. */
export function unsetF0Label(averageF0: number): string {
  return `F0 ${averageF0}: no reflectance set (often left unset)`;
}
