import {
  type DecodedImage,
  decodeImageFrames,
  defaultDecodeImageOptions,
  ImageDecodeError,
  minimumEncodedBytes,
  pixelBudgetText,
  readImageHeader,
} from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { ApiError } from "../lib/errors.js";
import { MAX_DECODED_IMAGE_BYTES, STREAMED_IMAGE_HEAD_BYTES } from "../lib/upload-limits.js";
import { sniffImage } from "./image-sniff.js";
import { MAX_VALIDATION_PIXELS } from "./jobs-engine/texture-limits.js";
import { readWebpSize } from "./webp-header.js";

/** The most pixels an image may declare: the pipeline's own budget, what a device converts. */
const MAX_DECLARED_PIXELS = defaultDecodeImageOptions.maxPixels;

function refusal(error: ImageDecodeError): ApiError {
  if (error.code === "too_large") return new ApiError(413, "file_too_large", error.message);
  return new ApiError(422, "unreadable_image", `The image could not be read (${error.message})`);
}

/** Rethrows a decoder's error as the API's refusal (413/422); anything else unchanged. */
function rethrowAsRefusal(error: unknown): never {
  throw error instanceof ImageDecodeError ? refusal(error) : error;
}

function refuseOverBudget(fileName: string, width: number, height: number): void {
  if (width * height > MAX_DECLARED_PIXELS) {
    const problem = `${width}x${height} exceeds the limit of ${pixelBudgetText(MAX_DECLARED_PIXELS)} pixels`;
    throw new ImageDecodeError("too_large", fileName, problem);
  }
}

/**
 * Refuses a file accepted on its header alone whose size is below what its declared size can compress to.
 * `head` holds at least the file's first bytes (the whole file, or a streamed file's first MiB).
 * @throws ImageDecodeError ("truncated"), which becomes 422 `unreadable_image`.
 */
function refuseImpossiblySmall(head: Uint8Array, size: number, fileName: string, width: number, height: number): void {
  if (size < minimumEncodedBytes(head, width, height)) {
    const problem = `the file (${size} bytes) is smaller than its declared ${width}x${height} allows: truncated or forged`;
    throw new ImageDecodeError("truncated", fileName, problem);
  }
}

/** Whether the upload check decodes an image: 2048x2048 at most, in a file of 20 MB at most. */
const decodedOnServer = (bytes: Uint8Array, width: number, height: number) =>
  width * height <= MAX_VALIDATION_PIXELS && bytes.byteLength <= MAX_DECODED_IMAGE_BYTES;

/**
 * An uploaded image as the checks get it: whole (`bytes`), or streamed to R2 as it arrived, with its
 * first bytes (`head`) and its size kept (lib/multipart-stream).
 */
export interface UploadedImageBytes {
  bytes: Uint8Array | null;
  head: Uint8Array;
  size: number;
}

/**
 * The header of an image the server holds only the first bytes of. A GIF's size counts every frame, so
 * it needs the whole file and is refused; any other format must have its header in the first MiB.
 */
function streamedHeader(file: UploadedImageBytes, fileName: string) {
  if (sniffImage(file.head)?.extension === "gif") {
    throw new ApiError(
      413,
      "file_too_large",
      "A GIF image can be at most 20MB: its frames are counted from the whole file.",
    );
  }
  try {
    return readImageHeader(file.head, fileName);
  } catch (error) {
    if (error instanceof ImageDecodeError && error.code === "truncated" && file.head.length < file.size) {
      const head = `${STREAMED_IMAGE_HEAD_BYTES / 2 ** 20} MB`;
      throw new ImageDecodeError(
        "corrupt",
        fileName,
        `its header is not within its first ${head}, all the server reads of an image over ${MAX_DECODED_IMAGE_BYTES / 2 ** 20} MB`,
      );
    }
    throw error;
  }
}

/**
 * Checks an uploaded image (a project file, a library image) before its row is stored: its header
 * must give a size within the pipeline's 8192x8192, and an image the server can afford to decode (the
 * validate route's 2048x2048, in a file of 20 MB at most) must decode completely, so a valid header over garbage is refused too.
 * Returns the decoded image, or null for one accepted on its header alone (whose file must still be
 * large enough for that header: `refuseImpossiblySmall`), which every streamed file is.
 * @throws ApiError 413 for a declared size over the budget, 422 for anything the decoder refuses.
 */
export async function checkUploadedImage(file: UploadedImageBytes, fileName: string): Promise<DecodedImage | null> {
  try {
    const { width, height } = file.bytes ? readImageHeader(file.bytes, fileName) : streamedHeader(file, fileName);
    refuseOverBudget(fileName, width, height);
    // Decoding a bigger one holds its RGBA in the codec's memory and again in JavaScript (2 x 256 MiB at
    // 8192x8192), more than the isolate's 128 MB: it is accepted on a valid header alone, and a device
    // that converts it decodes it there. So is a file over 20 MB (`MAX_DECODED_IMAGE_BYTES`), whose copy
    // in the codec would not fit beside the request's (and which was streamed to R2, not held). The
    // header must then at least fit the file's size, or a 4096x4096 IHDR over a 16x16 image would be
    // stored as a checked texture.
    if (!file.bytes || !decodedOnServer(file.bytes, width, height)) {
      refuseImpossiblySmall(file.head, file.size, fileName, width, height);
      return null;
    }
    await initWorkerCodecs();
    return await decodeImageFrames(file.bytes, { filename: fileName, maxPixels: MAX_VALIDATION_PIXELS });
  } catch (error) {
    rethrowAsRefusal(error);
  }
}

/**
 * Checks an image a conversion job accepts on its header alone (the job decodes it later): its declared
 * size must be within the pipeline's budget, checked first so every route refuses a forged 100000x100000
 * header with the same 413 as project files, and its file must be large enough for that size (the floor
 * the Library applies above 2048x2048).
 * @throws ApiError 413 for a declared size over the budget, 422 `unreadable_image` for a truncated or forged file.
 */
export function checkJobImageSize(bytes: Uint8Array, fileName: string): void {
  try {
    const { width, height } = readImageHeader(bytes, fileName);
    refuseOverBudget(fileName, width, height);
    refuseImpossiblySmall(bytes, bytes.length, fileName, width, height);
  } catch (error) {
    rethrowAsRefusal(error);
  }
}

/**
 * Checks an uploaded WebP, which the pipeline cannot decode: its RIFF structure and frame header must be
 * well formed (services/webp-header) and its size within the pipeline's budget. No minimum file size
 * applies: lossless WebP codes a one-colour image of any size in a few dozen bytes.
 * @throws ApiError 413 for a declared size over the budget, 422 for a malformed file.
 */
export function checkUploadedWebp(bytes: Uint8Array, fileName: string): void {
  try {
    const { width, height } = readWebpSize(bytes, fileName);
    refuseOverBudget(fileName, width, height);
  } catch (error) {
    rethrowAsRefusal(error);
  }
}
