import { decodeImage, encodePng } from "@greenhouse/wasm-pipeline";
import type { ProjectEntry } from "./pack-layout";

const convertible = /\.(jpe?g|tga|tiff?)$/i;

/**
 * A project keeps JPEG, TGA and TIFF uploads as they came, but the game (and the converter) only read
 * PNG textures: such a file becomes a PNG of the same pixels at the same path, unless the project also
 * has a PNG of that name (`projectPaths`, lower case), which wins: then it is left out (null). A file
 * that cannot be decoded stays as it is and is marked `unreadable`. Other files pass unchanged.
 */
export async function asPngTexture(
  entry: ProjectEntry,
  projectPaths: ReadonlySet<string>,
): Promise<{ entry: ProjectEntry; unreadable: boolean } | null> {
  if (!convertible.test(entry.path)) return { entry, unreadable: false };
  const path = entry.path.replace(convertible, ".png");
  if (projectPaths.has(path.toLowerCase())) return null;
  try {
    return {
      entry: { path, bytes: await encodePng(await decodeImage(entry.bytes, { filename: entry.path })) },
      unreadable: false,
    };
  } catch {
    return { entry, unreadable: true };
  }
}
