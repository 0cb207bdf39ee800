/**
 * Which pack PNGs get LabPBR maps. GUI, font, colour map and map art are screen-space images, not
 * surfaces, so shader packs never read _n/_s for them.
 */
const NON_MATERIAL_FOLDERS = new Set(["gui", "font", "colormap", "misc", "map"]);
const LABPBR_SUFFIX = /_(n|s)\.png$/i;

/** True for a pack path whose texture should get `_n` and `_s` maps beside it. */
export function isMaterialTexture(path: string): boolean {
  const lower = path.toLowerCase();
  if (!lower.endsWith(".png") || LABPBR_SUFFIX.test(lower)) return false;
  const parts = lower.split("/");
  if (parts[0] !== "assets" || parts.length < 4) return false;
  if (parts[2] === "optifine") return parts[3] === "ctm";
  if (parts[2] !== "textures") return false;
  return !NON_MATERIAL_FOLDERS.has(parts[3] as string);
}

/** `foo/bar.png` -> `foo/bar_n.png` (or `_s`). */
export function mapPath(texturePath: string, suffix: "_n" | "_s"): string {
  return `${texturePath.replace(/\.[^./]+$/, "")}${suffix}.png`;
}
