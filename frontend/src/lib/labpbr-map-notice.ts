import { isLabPbrMapName, textureKind } from "@greenhouse/wasm-pipeline";
import type { Notice } from "./upload";

/** Where a map can be checked from the pages that have no Validate Only of their own. */
export const checkInWorkspace = "use Validate Only in the Greenhouse workspace to check this one";

/**
 * Converting makes `_n` and `_s` from a base colour texture; given a map itself (`sand_s.png`), it made
 * `sand_s_n.png` and `sand_s_s.png` from the specular data as if it were colour. Batch already skips
 * such files; the workspace and Quick Convert tell the person what to choose instead, before uploading.
 * Packs keep their maps, so only a single image is checked. `checkOnly` says where this file itself
 * can be checked, which differs by page.
 */
export function labPbrMapNotice(
  file: { name: string },
  checkOnly = "use Validate Only to check this one",
): Notice | null {
  if (file.name.toLowerCase().endsWith(".zip") || !isLabPbrMapName(file.name)) return null;
  const kind = textureKind(file.name).kind;
  const base = file.name.replace(/_[ns](\.[^.]+)$/i, "$1");
  return {
    title: "Already a LabPBR map",
    description: `${file.name} is a ${kind === "normal" ? "normal (_n)" : "specular (_s)"} map, not a base colour texture. Choose ${base} to generate its maps, or ${checkOnly}.`,
  };
}
