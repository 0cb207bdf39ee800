/** What a pack path is, as far as LabPBR cares. */
export type MapKind = "base" | "normal" | "specular" | "emissive";

export interface TexturePath {
  /** The full path inside the pack. */
  path: string;
  /** The file name without folders, e.g. `stone_n.png`. */
  filename: string;
  kind: MapKind;
  /** The path of the base texture this map belongs to (the path itself for a base texture). */
  basePath: string;
  /** The texture folder below `textures/`, e.g. `block`, `item`, `gui`; `ctm` for connected textures. */
  category: string;
  /** True for folders that hold materials (not gui, font, colormap...). */
  isMaterial: boolean;
  /** True under `optifine/ctm/**` (connected-texture tiles). */
  isCtm: boolean;
}

/** Texture folders that never hold materials (labpbr.md: "not materials"). */
const nonMaterialCategories = new Set([
  "gui",
  "font",
  "colormap",
  "misc",
  "environment",
  "particle",
  "map",
  "effect",
  "mob_effect",
]);

const texturesPattern = /(?:^|\/)assets\/[^/]+\/textures\/([^/]+)\//;
const ctmPattern = /(?:^|\/)assets\/[^/]+\/(?:optifine|mcpatcher)\/ctm\//;

/**
 * Classifies a pack path as a texture and names its map kind and base, or returns undefined when the
 * path is not an image under `textures/` or `optifine/ctm/`.
 */
export function classifyTexturePath(path: string): TexturePath | undefined {
  const lower = path.toLowerCase();
  const isCtm = ctmPattern.test(lower);
  const texturesMatch = texturesPattern.exec(lower);
  if (!isCtm && !texturesMatch) return undefined;
  if (!/\.(png|jpe?g|tga|tiff?|bmp|gif|webp)$/.test(lower)) return undefined;
  const slash = path.lastIndexOf("/");
  const filename = path.slice(slash + 1);
  const dot = filename.lastIndexOf(".");
  const stem = filename.slice(0, dot);
  const extension = filename.slice(dot);
  const suffix = /_(n|s|e)$/.exec(stem)?.[1];
  const kind: MapKind = suffix === "n" ? "normal" : suffix === "s" ? "specular" : suffix === "e" ? "emissive" : "base";
  const baseStem = kind === "base" ? stem : stem.slice(0, -2);
  const basePath = `${path.slice(0, slash + 1)}${baseStem}${kind === "base" ? extension : ".png"}`;
  const category = isCtm ? "ctm" : (texturesMatch?.[1] ?? "");
  return {
    path,
    filename,
    kind,
    basePath,
    category,
    isMaterial: isCtm || !nonMaterialCategories.has(category),
    isCtm,
  };
}

/** Upper-case letters anywhere below `assets/` make the game refuse the resource location. */
export function hasUpperCaseResourceName(path: string): boolean {
  const index = path.indexOf("assets/");
  if (index < 0) return false;
  return /[A-Z]/.test(path.slice(index));
}

/**
 * A lone texture (Convert, Batch, a project file: no `assets/` in its path) becomes a resource by its
 * file name, so upper-case letters there are refused as soon as it is put in a pack. Its folders are
 * the uploader's, not resource paths, and are not judged.
 */
export function hasUpperCaseLoneName(path: string): boolean {
  return !path.includes("assets/") && /[A-Z]/.test(path.slice(path.lastIndexOf("/") + 1));
}
