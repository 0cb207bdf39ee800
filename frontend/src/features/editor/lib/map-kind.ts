import { textureKind } from "@greenhouse/wasm-pipeline";
import type { Rgba } from "./colour";

/**
 * What the texture's alpha and colour mean, as LabPBR names its maps: `stone_n` holds normal XY, AO
 * and height (alpha), `stone_s` smoothness, F0/metal, porosity and emission (alpha). Anything else is an
 * ordinary texture whose alpha is transparency.
 */
export type MapKind = "normal" | "specular" | "texture";

/**
 * The kind by the name the texture is exported under, told by the pipeline's `textureKind` (the rule
 * Convert and the checks use), so the editor and the pack never disagree about a map. The name field has
 * no extension, so `.png` is added; it is lower-cased first because a pack's resource names are, and a
 * creator typing `Stone_N` means the normal map.
 */
export function mapKindOfName(name: string): MapKind {
  const fileName = `${name.trim().replace(/\.png$/i, "")}.png`.toLowerCase();
  const { kind } = textureKind(fileName);
  return kind === "normal" || kind === "specular" ? kind : "texture";
}

/** In LabPBR maps alpha is data, so painting writes it instead of compositing over it. */
export const alphaIsData = (kind: MapKind): boolean => kind !== "texture";

/** How the alpha control is labelled, and the range it offers (LabPBR height is never 0). */
export const alphaControl: Record<MapKind, { label: string; min: number; note: string }> = {
  normal: { label: "Height (alpha)", min: 1, note: "255 = surface, 1 = deepest" },
  specular: { label: "Emission (alpha)", min: 0, note: "0–254 glow, 255 = none" },
  texture: { label: "Alpha", min: 0, note: "0 = clear, 255 = opaque" },
};

/**
 * What the eraser leaves behind. On `_n` (0, 0, 0, 0) would be height 0 and normal XY (-1, -1), which
 * LabPBR forbids, so it writes the flat neutral; on `_s` no smoothness, dielectric F0 0 and no emission
 * (alpha 255); only an ordinary texture is erased to transparency (null).
 */
export const erasedTo: Record<MapKind, Rgba | null> = {
  normal: { r: 128, g: 128, b: 255, a: 255 },
  specular: { r: 0, g: 0, b: 0, a: 255 },
  texture: null,
};

/** The eraser's tooltip, saying what it writes on this kind of map. */
export const eraserTitle: Record<MapKind, string> = {
  normal: "Eraser (E): writes the flat normal 128, 128, 255, height 255 on this _n map",
  specular: "Eraser (E): writes 0, 0, 0, 255 on this _s map (no smoothness, F0 0, no emission)",
  texture: "Eraser (E): makes pixels transparent",
};
