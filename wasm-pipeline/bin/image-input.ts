import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import type { ImageFile } from "../src/pack/loose-images.js";
import { isLabPbrMapName } from "../src/validate/validate-texture.js";

/** What a command was given: a pack or image, and an image's animation file when one was named. */
export interface InputPaths {
  input: string;
  mcmeta?: string;
}

const isAnimationFile = (path: string) => /\.mcmeta$/i.test(path);
/** The image an animation file belongs to, as the game pairs them: its name without `.mcmeta`. */
const imageNameFor = (mcmetaPath: string) => basename(mcmetaPath).slice(0, -".mcmeta".length);

/**
 * Reads the positional arguments: one pack or image, or an image with its `.mcmeta` (either order),
 * since a creator who sees the animation file beside the image will name both. The `.mcmeta` is also
 * picked up on its own (see `readImageInput`), so naming it is never needed.
 */
export function inputPaths(positionals: readonly string[], usage: string): InputPaths {
  const animations = positionals.filter(isAnimationFile);
  const others = positionals.filter((path) => !isAnimationFile(path));
  const [input] = others;
  const [mcmeta] = animations;
  if (positionals.length === 1 && mcmeta) {
    throw new Error(
      `${mcmeta} is an animation file: give its image ${imageNameFor(mcmeta)} (the .mcmeta beside it is picked up)`,
    );
  }
  if (!input || others.length > 1 || animations.length > 1) {
    throw new Error(`expected one input file (a pack .zip, or one image and optionally its .mcmeta)\n\n${usage}`);
  }
  if (!mcmeta) return { input };
  if (imageNameFor(mcmeta).toLowerCase() !== basename(input).toLowerCase()) {
    throw new Error(`${mcmeta}: an animation file goes with the image of the same name (${imageNameFor(mcmeta)})`);
  }
  return { input, mcmeta };
}

/** Refuses a folder with what to give instead, rather than the raw EISDIR a read would throw. */
export async function checkNotFolder(path: string): Promise<void> {
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) throw new Error(`${path} is a folder: give a pack .zip or one image`);
}

/**
 * Refuses a lone image named as a LabPBR map (`stone_n.png`, any case): converting it would generate
 * `stone_n_n.png` from its normals as if they were colour. The web app and the API refuse it the same way.
 */
export function checkNotLabPbrMap(path: string): void {
  const name = basename(path);
  if (!isLabPbrMapName(name)) return;
  const base = name.replace(/_[ns](\.[^.]+)$/i, "$1");
  throw new Error(
    `${name} is already a LabPBR map: choose its base texture ${base}, or use greenhouse validate ${path} to check it`,
  );
}

/**
 * Reads one image with its animation: the `.mcmeta` given, else `<image>.mcmeta` beside it when there
 * is one, as a pack pairs them, so an animated strip converts frame by frame like the same texture in
 * a pack.
 */
export async function readImageInput(paths: InputPaths): Promise<ImageFile> {
  const bytes = new Uint8Array(await readFile(paths.input));
  const mcmetaPath = paths.mcmeta ?? `${paths.input}.mcmeta`;
  const mcmeta = await readFile(mcmetaPath).catch((error: NodeJS.ErrnoException) => {
    if (!paths.mcmeta && error.code === "ENOENT") return undefined;
    throw error;
  });
  return { name: basename(paths.input), bytes, ...(mcmeta ? { mcmeta: new Uint8Array(mcmeta) } : {}) };
}
