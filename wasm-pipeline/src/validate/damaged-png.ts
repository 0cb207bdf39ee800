import { ImageDecodeError } from "../codecs/decode-error.js";
import type { ImageFormat } from "../codecs/image-header.js";
import { isPng, type PngHeader, readPngHeader } from "../process/png-chunks.js";

const formatNames: Record<ImageFormat, string> = {
  png: "PNG",
  jpeg: "JPEG",
  tga: "TGA",
  tiff: "TIFF",
  bmp: "BMP",
  gif: "GIF",
};

/** What to do about a damaged image, wherever validation reports one. */
export const reExportSuggestion = "Re-export the file from an image editor";

/**
 * The issue text for an image that cannot be read, in the words Quick Convert and the upload use for the
 * same file ("This PNG is damaged: PNG does not start with an IHDR chunk"). The issue carries the path
 * already, so a decoder message's "path: " prefix is dropped.
 */
export function damagedImageMessage(error: unknown, format: ImageFormat | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  const prefix = error instanceof ImageDecodeError ? `${error.filename}: ` : "";
  const problem = prefix && message.startsWith(prefix) ? message.slice(prefix.length) : message;
  return `This ${format ? formatNames[format] : "image"} is damaged: ${problem}`;
}

/** {@link damagedImageMessage} for a PNG, the only format a pack's textures may be. */
export function damagedPngMessage(error: unknown): string {
  return damagedImageMessage(error, "png");
}

/**
 * A base texture's IHDR facts for checking its map against, or undefined when the base is not a
 * readable PNG: the base gets its own "damaged" error, and must not stop the map's checks.
 */
export function readableBaseHeader(bytes: Uint8Array | undefined): PngHeader | undefined {
  if (!bytes || !isPng(bytes)) return undefined;
  try {
    return readPngHeader(bytes);
  } catch {
    return undefined;
  }
}
