import type { RawImage } from "../types.js";
import { isSystemFile } from "../zip/system-files.js";
import { readableBaseHeader } from "./damaged-png.js";
import type { PackFiles } from "./pack-files.js";
import { makeIssue } from "./texture-input.js";
import type { ValidationResult } from "./types.js";
import { isLabPbrMapName } from "./validate-texture.js";
import { validateTextureFile } from "./validate-texture-file.js";

const isImageName = (name: string) => /\.(png|jpe?g|tga|tiff?|bmp|gif)$/i.test(name);

/** The warning every loose-texture result carries: the zip is fine texture by texture, but not a pack. */
export const looseTexturesWarning = makeIssue(
  "warning",
  "pack.mcmeta",
  "No pack.mcmeta: loose textures (as convert makes from one image), checked one by one; the game loads them only from a resource pack",
  "Put them in a pack's assets/minecraft/textures/block/ beside a pack.mcmeta, or convert a whole pack",
  { missing: true },
);

/**
 * The images of a zip holding only textures at its root (and their `.mcmeta`), with no pack.mcmeta:
 * what converting one image makes, in the app and the CLI alike. Undefined for anything else, which
 * is checked as a pack. Files an operating system adds when zipping (`__MACOSX/`, `.DS_Store`) do not count.
 */
export function looseTextureImages(paths: Iterable<string>): string[] | undefined {
  const files = [...paths].filter((path) => !isSystemFile(path));
  const images = files.filter(isImageName);
  const allLoose = files.every((path) => !path.includes("/") && (isImageName(path) || /\.mcmeta$/i.test(path)));
  const hasPackMeta = files.some((path) => path.toLowerCase() === "pack.mcmeta");
  return allLoose && !hasPackMeta && images.length > 0 ? images : undefined;
}

const decoder = new TextDecoder();

/**
 * Checks loose textures one by one, as validating each image alone would (a map against its base's
 * size and animation), rather than failing the zip only for the pack.mcmeta a single image's
 * conversion never had: our own output must not be called invalid. The warning says the zip is not
 * a resource pack the game can load as it is.
 */
export async function validateLooseTextures(
  pack: PackFiles,
  images: readonly string[],
  decode: (bytes: Uint8Array, path: string) => Promise<RawImage>,
): Promise<ValidationResult> {
  const text = (path: string) => {
    const bytes = pack.text.get(path);
    return bytes === undefined ? undefined : decoder.decode(bytes);
  };
  const result: ValidationResult = {
    isValid: true,
    totalFiles: pack.sizes.size,
    textureFiles: 0,
    issues: [{ ...looseTexturesWarning }],
    fileDetails: [],
  };
  for (const path of images) {
    const mcmeta = text(`${path}.mcmeta`);
    const base = isLabPbrMapName(path) ? await baseOf(path) : undefined;
    const checked = await validateTextureFile(path, (await pack.read(path)) ?? new Uint8Array(), {
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
  async function baseOf(mapPath: string) {
    const basePath = mapPath.replace(/_[ns](\.[^.]+)$/i, "$1");
    const bytes = pack.sizes.has(basePath) ? await pack.read(basePath) : undefined;
    const header = readableBaseHeader(bytes);
    if (!header) return undefined;
    const { width, height } = header;
    const mcmeta = text(`${basePath}.mcmeta`);
    return { width, height, ...(mcmeta !== undefined ? { mcmeta } : {}) };
  }
}
