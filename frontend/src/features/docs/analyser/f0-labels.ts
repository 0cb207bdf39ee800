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

/**
 * Which pixels were measured: all of them, or the ones that carry material, with what decided (the colour
 * texture's cutouts, or the converter's empty (0, 0, 0) pixels). An item's background left in would
 * outvote it, so the page says when it was left out.
 */
export function measuredPixelsLabel(
  result: Pick<F0Analysis, "sampledPixels"> & { width: number; height: number; albedoName?: string },
): string {
  const total = result.width * result.height;
  if (result.sampledPixels === total) return `All ${total} pixels measured`;
  const left = total - result.sampledPixels;
  const which = result.albedoName ? `transparent in ${result.albedoName}` : "with nothing in R, G and B (cutout)";
  return `${result.sampledPixels} of ${total} pixels measured; ${left} ${which} left out`;
}
