import type { F0Analysis } from "@greenhouse/wasm-pipeline";
import { shareLabel } from "../../../lib/format";

/**
 * The metal ids present, as "Iron 230 (40%)": each share through the app's `shareLabel`, so a metal on a
 * few pixels reads "<1%" instead of a "(0%)" that says it is absent.
 */
export function metalSharesLabel(result: Pick<F0Analysis, "metals" | "sampledPixels">): string {
  return result.metals
    .map((metal) => `${metal.name} ${metal.value} (${shareLabel(metal.pixels, result.sampledPixels)})`)
    .join(", ");
}

/** What an unset F0 (average below every reference) means, in the words of the pack artist's habit. */
export function unsetF0Label(averageF0: number): string {
  return `F0 ${averageF0}: no reflectance set (often left unset)`;
}
