import type { RawImage } from "@greenhouse/wasm-pipeline";
import type { MapKind } from "../lib/channels";
import { materialPaths } from "../lib/material-paths";
import { type TextureAnimation, textureAnimation } from "../lib/texture-animation";
import { decodeInWorker } from "../pipeline/bridge";
import type { PreviewMaps } from "./convert-session";

const MAP_KINDS = ["base", "normal", "specular"] as const;

/** Reads one file of the material's set by path, or answers undefined when the set has no such file. */
export type MaterialFileReader = (path: string) => Promise<Uint8Array | undefined>;

/**
 * The animation of a texture, from the first map that has a `.mcmeta` beside it (the converter copies
 * the texture's to `_n` and `_s`).
 */
function animationOf(
  maps: Partial<Record<MapKind, RawImage>>,
  mcmetas: Partial<Record<MapKind, Uint8Array>>,
): TextureAnimation | null {
  for (const kind of MAP_KINDS) {
    const image = maps[kind];
    const mcmeta = mcmetas[kind];
    if (image && mcmeta) return textureAnimation(new TextDecoder().decode(mcmeta), image.width, image.height);
  }
  return null;
}

/**
 * The previewer's maps for the texture at `path` (a base, `_n` or `_s`): the base and both maps as far
 * as `read` finds them, each decoded from its stored bytes, animated when a `.mcmeta` says so, and the
 * opened file shown first. Fails when none of the three can be read.
 */
export async function loadMaterialPreview(path: string, read: MaterialFileReader): Promise<PreviewMaps> {
  const paths = materialPaths(path);
  const maps: Partial<Record<MapKind, RawImage>> = {};
  const mcmetas: Partial<Record<MapKind, Uint8Array>> = {};
  for (const kind of MAP_KINDS) {
    const bytes = await read(paths[kind]);
    if (bytes) maps[kind] = await decodeInWorker(bytes, paths[kind]);
    const mcmeta = await read(`${paths[kind]}.mcmeta`);
    if (mcmeta) mcmetas[kind] = mcmeta;
  }
  if (Object.keys(maps).length === 0) throw new Error(`${path} is not in the converted pack`);
  const fileName = (file: string) => file.split("/").pop() ?? file;
  const names = { base: fileName(paths.base), normal: fileName(paths.normal), specular: fileName(paths.specular) };
  const opened = (["normal", "specular"] as const).find((kind) => paths[kind] === path) ?? "base";
  const animation = animationOf(maps, mcmetas);
  return {
    name: fileName(path),
    maps,
    names,
    focus: maps[opened] ? opened : "base",
    ...(animation ? { animation } : {}),
  };
}
