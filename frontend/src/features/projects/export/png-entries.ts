import { decodeImage, encodePng } from "@greenhouse/wasm-pipeline";
import type { ProjectEntry } from "./pack-layout";

const convertible = /\.(jpe?g|tga|tiff?)$/i;

/**
 * A project keeps JPEG, TGA and TIFF uploads as they came, but the game (and the converter) only read
 * PNG textures: each becomes a PNG of the same pixels at the same path, unless the project also has a
 * PNG of that name, which wins. Files that cannot be decoded stay as they are and are named back.
 */
export async function withPngTextures(
  entries: readonly ProjectEntry[],
): Promise<{ entries: ProjectEntry[]; unreadable: string[] }> {
  const paths = new Set(entries.map((entry) => entry.path.toLowerCase()));
  const out: ProjectEntry[] = [];
  const unreadable: string[] = [];
  for (const entry of entries) {
    if (!convertible.test(entry.path)) {
      out.push(entry);
      continue;
    }
    const path = entry.path.replace(convertible, ".png");
    if (paths.has(path.toLowerCase())) continue;
    try {
      out.push({ path, bytes: await encodePng(await decodeImage(entry.bytes, { filename: entry.path })) });
    } catch {
      out.push(entry);
      unreadable.push(entry.path);
    }
  }
  return { entries: out, unreadable };
}
