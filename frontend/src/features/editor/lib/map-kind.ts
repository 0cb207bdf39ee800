/**
 * What the texture's alpha and colour mean, told by its name as LabPBR names its maps: `stone_n`
 * holds normal XY, AO and height (alpha), `stone_s` smoothness, F0/metal, porosity and emission
 * (alpha). Anything else is an ordinary texture whose alpha is transparency.
 */
export type MapKind = "normal" | "specular" | "texture";

export function mapKindOfName(name: string): MapKind {
  const stem = name
    .trim()
    .toLowerCase()
    .replace(/\.png$/, "");
  if (stem.endsWith("_n")) return "normal";
  if (stem.endsWith("_s")) return "specular";
  return "texture";
}

/** In LabPBR maps alpha is data, so painting writes it instead of compositing over it. */
export const alphaIsData = (kind: MapKind): boolean => kind !== "texture";

/** How the alpha control is labelled, and the range it offers (LabPBR height is never 0). */
export const alphaControl: Record<MapKind, { label: string; min: number; note: string }> = {
  normal: { label: "Height (alpha)", min: 1, note: "255 = surface, 1 = deepest" },
  specular: { label: "Emission (alpha)", min: 0, note: "0–254 glow, 255 = none" },
  texture: { label: "Alpha", min: 0, note: "0 = clear, 255 = opaque" },
};
