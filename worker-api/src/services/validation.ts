import {
  decodeImage,
  ImageDecodeError,
  validateImage,
  validatePack,
  ZipError,
  type ZipSource,
} from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { ApiError } from "../lib/errors.js";
import { zipApiError } from "./jobs.js";
import { MAX_VALIDATION_PIXELS } from "./jobs-engine/texture-limits.js";
import { checkSniffedType, type UploadKind } from "./uploads-checks.js";

/**
 * Checks the first bytes as an upload does (a zip's signature; an image's format against its name),
 * except that an image whose header is damaged is let through: Validate reports that as the image's
 * Critical Error, where a conversion refuses it.
 */
function checkValidatedType(name: string, kind: UploadKind, head: Uint8Array): void {
  try {
    checkSniffedType(name, kind, head);
  } catch (error) {
    if (!(kind === "image" && error instanceof ApiError && error.code === "unreadable_image")) throw error;
  }
}

/** A decoder's refusal of what cannot be validated at all: over the pixels the Worker decodes, or no image. */
function refusal(error: ImageDecodeError): ApiError {
  if (error.code === "too_large") return new ApiError(413, "file_too_large", error.message);
  return new ApiError(422, "invalid_image", error.message);
}

/**
 * Validates an uploaded texture or pack read through `source` (the request's file or the stored
 * object), so a pack is read entry by entry and never held whole. A damaged or truncated image is a
 * result with its Critical Error (as a pack's damaged texture is); errors carry the upload messages.
 */
export async function validateUpload(name: string, kind: UploadKind, source: ZipSource) {
  const image = kind === "image" ? await source.read(0, source.size) : undefined;
  checkValidatedType(name, kind, image ?? (await source.read(0, Math.min(64, source.size))));
  await initWorkerCodecs();
  const decode = (data: Uint8Array, path: string) =>
    decodeImage(data, { filename: path, maxPixels: MAX_VALIDATION_PIXELS });
  try {
    // The pipeline reads the pack lazily from the source, with the same file rules as the CLI's validate
    // (a single image's loose-texture zip is checked texture by texture, not failed for its pack.mcmeta).
    if (!image) return await validatePack(source, { decode });
    return await validateImage({ path: name, bytes: image }, decode);
  } catch (error) {
    if (error instanceof ZipError) throw zipApiError(error);
    if (error instanceof ImageDecodeError) throw refusal(error);
    throw error;
  }
}
