import type { TextureType } from "./types.js";

/** What the converter does with a path (relative to the pack root). */
export type PackPathKind =
  /** A base texture that gets `_n`/`_s` maps. */
  | "material"
  /** An existing LabPBR or emissive map, or any other image: copied as is. */
  | "map"
  | "image"
  | "pack-meta"
  | "texture-properties"
  | "other";

export interface PackPathClass {
  kind: PackPathKind;
  textureType?: TextureType;
}

/** Texture folders that hold materials; `blocks`/`items` are the pre-1.13 names. */
const materialFolder = /^assets\/[^/]+\/textures\/(block|blocks|item|items|entity)\//;
const ctmFolder = /^assets\/[^/]+\/(optifine|mcpatcher)\/ctm\//;
const imageExtension = /\.(png|jpe?g|tga|tiff?|bmp|gif|webp)$/i;

/**
 * Folders under `textures/` that are never materials (labpbr.md): UI, fonts, colour maps, skies,
 * particles, paintings, maps and effect icons. Classification is an allow-list, so these never match;
 * the list documents why and is checked by the tests.
 */
export const nonMaterialFolders = [
  "gui",
  "font",
  "colormap",
  "misc",
  "environment",
  "particle",
  "painting",
  "map",
  "effect",
  "mob_effect",
] as const;

/** The file name without folders and extension: `assets/x/textures/block/stone.png` -> `stone`. */
export function textureStem(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** The path of a map beside a texture: `.../stone.png` + `n` -> `.../stone_n.png`. */
export function mapPath(path: string, suffix: "n" | "s" | "e"): string {
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  return `${folder}${textureStem(path)}_${suffix}.png`;
}

/**
 * Where a texture's base colour goes in the output: a PNG keeps its own name, case and all
 * (`Glow_Stone.PNG` stays `Glow_Stone.PNG`, so a rewritten base replaces it instead of landing beside it
 * as `Glow_Stone.png`, a name case-insensitive file systems cannot hold twice); a TGA, JPEG or GIF gets
 * the PNG the game loads, `<stem>.png`, beside it.
 */
export function baseColorPath(path: string): string {
  if (/\.png$/i.test(path)) return path;
  return `${path.slice(0, path.lastIndexOf("/") + 1)}${textureStem(path)}.png`;
}

/**
 * Classifies a path relative to the pack root. Only lower-case `.png` files in material folders are
 * materials: the game loads nothing else, and `_n`/`_s`/`_e` files are maps, never bases.
 */
export function classifyPackPath(path: string): PackPathClass {
  if (path === "pack.mcmeta") return { kind: "pack-meta" };
  if (path === "assets/minecraft/optifine/texture.properties") return { kind: "texture-properties" };
  if (!imageExtension.test(path)) return { kind: "other" };
  const stem = textureStem(path);
  const suffix = /_([nse])$/.exec(stem)?.[1];
  if (suffix) {
    const textureType: TextureType = suffix === "n" ? "normal" : suffix === "s" ? "specular" : "emission";
    return { kind: "map", textureType };
  }
  const isCtm = ctmFolder.test(path);
  const folder = materialFolder.exec(path)?.[1];
  if ((isCtm || folder) && path.endsWith(".png")) {
    // Tiling (wrap for blocks and CTM tiles, clamp for items, entities and cutouts) is inferred by
    // generateMaterial from the path it is given and the alpha channel.
    return { kind: "material", textureType: "albedo" };
  }
  return { kind: "image", textureType: "other" };
}
