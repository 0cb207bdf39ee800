import {
  type DecodedImage,
  decodeImageFrames,
  defaultDecodeImageOptions,
  ImageDecodeError,
  pixelBudgetText,
  readImageHeader,
} from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { ApiError } from "../lib/errors.js";
import { MAX_VALIDATION_PIXELS } from "./jobs-engine/texture-limits.js";

/** The most pixels an image may declare: the pipeline's own budget, what a device converts. */
const MAX_DECLARED_PIXELS = defaultDecodeImageOptions.maxPixels;

function refusal(error: ImageDecodeError): ApiError {
  if (error.code === "too_large") return new ApiError(413, "file_too_large", error.message);
  return new ApiError(422, "unreadable_image", `The image could not be read (${error.message})`);
}

/**
 * Checks an uploaded image (a project file, a library image) before anything is stored: its header
 * must give a size within the pipeline's 8192x8192, and an image the server can afford to decode (the
 * validate route's 2048x2048) must decode completely, so a valid header over garbage is refused too.
 * Returns the decoded image, or null for one accepted on its header alone.
 * @throws ApiError 413 for a declared size over the budget, 422 for anything the decoder refuses.
 */
export async function checkUploadedImage(bytes: Uint8Array, fileName: string): Promise<DecodedImage | null> {
  try {
    const { width, height } = readImageHeader(bytes, fileName);
    if (width * height > MAX_DECLARED_PIXELS) {
      const problem = `${width}x${height} exceeds the limit of ${pixelBudgetText(MAX_DECLARED_PIXELS)} pixels`;
      throw new ImageDecodeError("too_large", fileName, problem);
    }
    // Decoding a bigger one holds its RGBA in the codec's memory and again in JavaScript (2 x 256 MiB at
    // 8192x8192), more than the isolate's 128 MB: it is accepted on a valid header alone, and a device
    // that converts it decodes it there.
    if (width * height > MAX_VALIDATION_PIXELS) return null;
    await initWorkerCodecs();
    return await decodeImageFrames(bytes, { filename: fileName, maxPixels: MAX_VALIDATION_PIXELS });
  } catch (error) {
    if (error instanceof ImageDecodeError) throw refusal(error);
    throw error;
  }
}
