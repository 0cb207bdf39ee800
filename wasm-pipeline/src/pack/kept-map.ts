import { strFromU8 } from "fflate";
import { ImageDecodeError } from "../codecs/decode-error.js";
import { decodeImage } from "../codecs/decode-image.js";
import { isPng, readPngSize } from "../codecs/png-header.js";
import { type PngHeader, readPngHeader } from "../process/png-chunks.js";
import type { TextureInput } from "../validate/texture-input.js";
import { validateTexture } from "../validate/validate-texture.js";
import { ZipError } from "../zip/errors.js";
import { readEntry, readEntryHead } from "../zip/read-entry.js";
import type { ZipSource } from "../zip/source.js";
import { textureFile } from "./material-step.js";
import type { PlannedEntry } from "./plan.js";
import type { TextureFile, TextureType } from "./types.js";

/** The entries a kept map is checked with: its own mcmeta, and its base texture and the base's mcmeta. */
export interface KeptMapRelatives {
  mcmeta?: PlannedEntry;
  base?: PlannedEntry;
  baseMcmeta?: PlannedEntry;
}

/** Signature (8) + IHDR length and type (8) + width and height (8): all a base's size needs. */
const pngSizeBytes = 24;

/**
 * The result of a `_n`/`_s` the pack brought and the conversion keeps (copied byte for byte): it is
 * read and checked like a generated map, so a converted LabPBR pack reports the problems of the maps it
 * ships (OpenGL normals, a tilted map, F0 in the reserved range, a size or frame count that does not
 * match its base...) as Validate Only does, instead of listing them unchecked.
 */
export async function keptMapResult(
  source: ZipSource,
  item: PlannedEntry,
  relatives: KeptMapRelatives,
  maxPixels: number | undefined,
): Promise<TextureFile> {
  const textureType = (item.textureType ?? "other") as TextureType;
  try {
    const bytes = await readEntry(source, item.entry);
    const image = await decodeImage(bytes, { filename: item.path, ...(maxPixels ? { maxPixels } : {}) });
    const input: TextureInput = { path: item.path, image, fileSize: item.entry.size };
    const header = pngHeaderOf(bytes);
    if (header) input.header = header;
    if (relatives.mcmeta) input.mcmeta = strFromU8(await readEntry(source, relatives.mcmeta.entry));
    const base = await baseOf(source, relatives);
    if (base) input.base = base;
    return textureFile(item.path, item.entry.size, textureType, validateTexture(input).issues);
  } catch (error) {
    if (!(error instanceof ImageDecodeError) && !(error instanceof ZipError)) throw error;
    return textureFile(item.path, item.entry.size, textureType, [
      {
        level: "error",
        // A decode error already starts with the map's path; naming it twice reads as two files.
        message: error instanceof ImageDecodeError ? error.message : `${item.path}: ${error.message}`,
        suggestion: "Re-export the map as a PNG; it was copied unchanged.",
        filename: item.path,
      },
    ]);
  }
}

/**
 * The base texture's size from its PNG header (a few bytes, never its pixels, so memory stays one
 * texture's worth) and its animation. None when the base is missing, not a PNG or unreadable: its own
 * row reports that, and the map cannot be measured against it.
 */
async function baseOf(source: ZipSource, relatives: KeptMapRelatives): Promise<TextureInput["base"]> {
  if (!relatives.base) return undefined;
  let size: { width: number; height: number };
  try {
    const head = await readEntryHead(source, relatives.base.entry, pngSizeBytes);
    if (head.length < pngSizeBytes || !isPng(head)) return undefined;
    size = readPngSize(head);
  } catch {
    return undefined;
  }
  // A damaged base mcmeta is the base's problem; the size check still applies.
  const mcmeta = relatives.baseMcmeta
    ? await readEntry(source, relatives.baseMcmeta.entry).then(strFromU8, () => undefined)
    : undefined;
  return { ...size, ...(mcmeta !== undefined ? { mcmeta } : {}) };
}

/** The map's IHDR facts (alpha: an RGB-only `_n` has no height), as validatePack reads them. */
function pngHeaderOf(bytes: Uint8Array): PngHeader | undefined {
  try {
    return isPng(bytes) ? readPngHeader(bytes) : undefined;
  } catch {
    return undefined;
  }
}
