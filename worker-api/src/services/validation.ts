import {
  decodeImage,
  ImageDecodeError,
  type PackEntry,
  readCentralDirectory,
  readEntry,
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

/** The files whose bytes the validator reads; the rest only count by name (see the validator). */
const readByValidator = (path: string) =>
  /\.(mcmeta|properties)$/i.test(path) ||
  (/(?:^|\/)assets\/[^/]+\/(?:textures|optifine|mcpatcher)\//i.test(path) &&
    /\.(png|jpe?g|tga|tiff?|bmp)$/i.test(path));

/** A pack's entries for the validator, inflating only what it reads, one entry at a time. */
async function* packEntries(source: ZipSource): AsyncGenerator<PackEntry> {
  for (const entry of await readCentralDirectory(source)) {
    if (entry.isDirectory) continue;
    if (!readByValidator(entry.name)) yield { path: entry.name, size: entry.size };
    else yield { path: entry.name, size: entry.size, bytes: await readEntry(source, entry) };
  }
}

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
    if (!image) return await validatePack(packEntries(source), { decode });
    return validateTexture({ path: name, image: await decode(image, name), fileSize: image.length });
  } catch (error) {
    if (error instanceof ZipError) throw zipApiError(error);
    if (error instanceof ImageDecodeError) throw new ApiError(422, "invalid_image", error.message);
    throw error;
  }
}
