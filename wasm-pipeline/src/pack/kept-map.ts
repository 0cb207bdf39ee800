import { strFromU8 } from "fflate";
import { ImageDecodeError } from "../codecs/decode-error.js";
import { decodeImage } from "../codecs/decode-image.js";
import type { TextureInput } from "../validate/texture-input.js";
import { validateTexture } from "../validate/validate-texture.js";
import { ZipError } from "../zip/errors.js";
import { readEntry } from "../zip/read-entry.js";
import type { ZipSource } from "../zip/source.js";
import { textureFile } from "./material-step.js";
import type { PlannedEntry } from "./plan.js";
import type { TextureFile, TextureType } from "./types.js";

/**
 * The result of a `_n`/`_s` the pack brought and the conversion keeps (copied byte for byte): it is
 * read and checked like a generated map, so a converted LabPBR pack reports the problems of the maps it
 * ships (OpenGL normals, a tilted map, F0 in the reserved range...) as Validate Only does, instead of
 * listing them unchecked. `mcmeta` is the map's own animation file, when it has one.
 */
export async function keptMapResult(
  source: ZipSource,
  item: PlannedEntry,
  mcmeta: PlannedEntry | undefined,
  maxPixels: number | undefined,
): Promise<TextureFile> {
  const textureType = (item.textureType ?? "other") as TextureType;
  try {
    const bytes = await readEntry(source, item.entry);
    const image = await decodeImage(bytes, { filename: item.path, ...(maxPixels ? { maxPixels } : {}) });
    const input: TextureInput = { path: item.path, image, fileSize: item.entry.size };
    if (mcmeta) input.mcmeta = strFromU8(await readEntry(source, mcmeta.entry));
    return textureFile(item.path, item.entry.size, textureType, validateTexture(input).issues);
  } catch (error) {
    if (!(error instanceof ImageDecodeError) && !(error instanceof ZipError)) throw error;
    return textureFile(item.path, item.entry.size, textureType, [
      {
        level: "error",
        message: `${item.path}: ${error.message}`,
        suggestion: "Re-export the map as a PNG; it was copied unchanged.",
        filename: item.path,
      },
    ]);
  }
}
