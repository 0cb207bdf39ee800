import { isPng, readPngHeader } from "../src/process/png-chunks.js";
import type { RawImage } from "../src/types.js";
import { makeIssue } from "../src/validate/texture-input.js";
import type { ValidationResult } from "../src/validate/types.js";
import { isLabPbrMapName } from "../src/validate/validate-texture.js";
import { validateTextureFile } from "../src/validate/validate-texture-file.js";
import type { ZipEntry } from "../src/zip/entry.js";
import { readEntry } from "../src/zip/read-entry.js";
import type { ZipSource } from "../src/zip/source.js";
import { isSystemFile } from "../src/zip/system-files.js";

const isImageName = (name: string) => /\.(png|jpe?g|tga|tiff?|bmp|gif)$/i.test(name);

/**
 * The images of a zip holding only textures at its root (and their `.mcmeta`), with no pack.mcmeta:
 * what `convert` makes from one image. Undefined for anything else, which is checked as a pack.
 */
export function looseTextureImages(entries: readonly ZipEntry[]): ZipEntry[] | undefined {
  const files = entries.filter((entry) => !entry.isDirectory && !isSystemFile(entry.name));
  const images = files.filter((entry) => isImageName(entry.name));
  const allLoose = files.every(
    (entry) => !entry.name.includes("/") && (isImageName(entry.name) || /\.mcmeta$/i.test(entry.name)),
  );
  const hasPackMeta = files.some((entry) => entry.name.toLowerCase() === "pack.mcmeta");
  return allLoose && !hasPackMeta && images.length > 0 ? images : undefined;
}

/**
 * Checks loose textures one by one, as `validate <image>` would (a map against its base's size), rather
 * than failing the zip only for the pack.mcmeta a single image's conversion never had. A warning says
 * that the zip is not a resource pack the game can load as it is.
 */
export async function validateLooseTextures(
  source: ZipSource,
  entries: readonly ZipEntry[],
  images: readonly ZipEntry[],
  decode: (bytes: Uint8Array, path: string) => Promise<RawImage>,
): Promise<ValidationResult> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const text = async (name: string) => {
    const entry = byName.get(name);
    return entry ? new TextDecoder().decode(await readEntry(source, entry)) : undefined;
  };
  const result: ValidationResult = {
    isValid: true,
    totalFiles: entries.filter((entry) => !entry.isDirectory).length,
    textureFiles: 0,
    issues: [
      makeIssue(
        "warning",
        "pack.mcmeta",
        "No pack.mcmeta: loose textures (as convert makes from one image), checked one by one; the game loads them only from a resource pack",
        "Put them in a pack's assets/minecraft/textures/block/ beside a pack.mcmeta, or convert a whole pack",
      ),
    ],
    fileDetails: [],
  };
  for (const image of images) {
    const mcmeta = await text(`${image.name}.mcmeta`);
    const base = isLabPbrMapName(image.name) ? await baseSize(image.name) : undefined;
    const checked = await validateTextureFile(image.name, await readEntry(source, image), {
      decode,
      ...(mcmeta !== undefined ? { mcmeta } : {}),
      ...(base ? { base } : {}),
    });
    result.textureFiles += checked.textureFiles;
    result.issues.push(...checked.issues);
    result.fileDetails.push(...checked.fileDetails);
  }
  result.isValid = !result.issues.some((issue) => issue.level === "error");
  return result;

  /** A map is checked against its base colour's size and animation, when the zip has that PNG. */
  async function baseSize(mapName: string) {
    const baseName = mapName.replace(/_[ns](\.[^.]+)$/i, "$1");
    const entry = byName.get(baseName);
    if (!entry) return undefined;
    const bytes = await readEntry(source, entry);
    if (!isPng(bytes)) return undefined;
    const { width, height } = readPngHeader(bytes);
    const mcmeta = await text(`${baseName}.mcmeta`);
    return { width, height, ...(mcmeta !== undefined ? { mcmeta } : {}) };
  }
}
