import { ImageDecodeError } from "../codecs/decode-error.js";
import { sniffImageFormat } from "../codecs/image-header.js";
import type { RawImage } from "../types.js";
import { damagedImageMessage, reExportSuggestion } from "./damaged-png.js";
import { makeIssue } from "./texture-input.js";
import type { ValidationResult } from "./types.js";
import { validateTexture } from "./validate-texture.js";

/** One image given to validate on its own (not a pack's entry). */
export interface SingleImage {
  /** The file's name, which the result's issues and file details carry. */
  path: string;
  bytes: Uint8Array;
  /** Text of its animation `.mcmeta`, when it came with one. */
  mcmeta?: string;
}

/** The decoder a caller validates with (its own pixel budget, codecs already initialised). */
export type ImageDecoder = (bytes: Uint8Array, path: string) => Promise<RawImage>;

/**
 * The result for an image that does not decode: one Critical Error on the file, worded as a pack's
 * damaged texture is, so Validate shows it as a finding instead of failing.
 */
function damagedImageResult(image: SingleImage, error: ImageDecodeError): ValidationResult {
  const filename = image.path.slice(image.path.lastIndexOf("/") + 1);
  const message = damagedImageMessage(error, sniffImageFormat(image.bytes));
  return {
    isValid: false,
    totalFiles: 1,
    textureFiles: 1,
    issues: [makeIssue("error", image.path, message, reExportSuggestion)],
    fileDetails: [{ path: image.path, filename, size: image.bytes.length, validation: { isValid: false } }],
  };
}

/**
 * Validates one image, as Validate Texture Only, `POST /api/validate` and `greenhouse validate
 * stone.png` all do: its pixels (and animation) through {@link validateTexture}, or, when it is damaged
 * or cut short, a result whose Critical Error says so. That is a finding about the texture, like any
 * other; only what is not an image at all, or too large to decode, is still thrown for the caller to
 * refuse (the API answers 415 and 413).
 * @throws ImageDecodeError with code `unsupported_format` or `too_large`.
 */
export async function validateImage(image: SingleImage, decode: ImageDecoder): Promise<ValidationResult> {
  let pixels: RawImage;
  try {
    pixels = await decode(image.bytes, image.path);
  } catch (error) {
    const damaged = error instanceof ImageDecodeError && (error.code === "corrupt" || error.code === "truncated");
    if (damaged) return damagedImageResult(image, error);
    throw error;
  }
  return validateTexture({
    path: image.path,
    image: pixels,
    fileSize: image.bytes.length,
    ...(image.mcmeta !== undefined ? { mcmeta: image.mcmeta } : {}),
  });
}
