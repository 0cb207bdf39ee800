import {
  decodeImage,
  ImageDecodeError,
  validatePack,
  validateTexture,
  ZipError,
  type ZipSource,
} from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { ApiError } from "../lib/errors.js";
import { zipApiError } from "./jobs.js";
import { MAX_VALIDATION_PIXELS } from "./jobs-engine/texture-limits.js";
import { checkSniffedType, type UploadKind } from "./uploads-checks.js";

/**
 * Validates an uploaded texture or pack read through `source` (the request's file or the stored
 * object), so a pack is read entry by entry and never held whole. Errors carry the upload messages.
 */
export async function validateUpload(name: string, kind: UploadKind, source: ZipSource) {
  const image = kind === "image" ? await source.read(0, source.size) : undefined;
  checkSniffedType(name, kind, image ?? (await source.read(0, Math.min(64, source.size))));
  await initWorkerCodecs();
  const decode = (data: Uint8Array, path: string) =>
    decodeImage(data, { filename: path, maxPixels: MAX_VALIDATION_PIXELS });
  try {
    // The pipeline reads the pack lazily from the source, with the same file rules as the CLI's validate
    // (a single image's loose-texture zip is checked texture by texture, not failed for its pack.mcmeta).
    if (!image) return await validatePack(source, { decode });
    return validateTexture({ path: name, image: await decode(image, name), fileSize: image.length });
  } catch (error) {
    if (error instanceof ZipError) throw zipApiError(error);
    if (error instanceof ImageDecodeError) throw new ApiError(422, "invalid_image", error.message);
    throw error;
  }
}
