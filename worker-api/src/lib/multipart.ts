import type { Context } from "hono";
import type { AppEnv } from "../env.js";
import { discardObjects } from "../storage/r2.js";
import { ApiError } from "./errors.js";
import { readMultipartFile, type UploadedFilePart } from "./multipart-stream.js";
import { MAX_DECODED_IMAGE_BYTES, MAX_STORED_IMAGE_BYTES, STREAMED_IMAGE_HEAD_BYTES } from "./upload-limits.js";

export type { UploadedFilePart };

const tooLarge = () => new ApiError(413, "file_too_large", "A single image can be at most 200MB.");
/** Room in the body for the multipart boundaries, headers and other fields. */
const FORM_SLACK = 1024 * 1024;
/**
 * The R2 part a streamed image is sent in, and so the window its body is read through: R2 wants 5 MiB
 * at least, and a 200 MB image then takes 25 parts (a Worker's calls per request are limited).
 */
const IMAGE_PART_BYTES = 8 * 1024 * 1024;

/**
 * Reads one image from a multipart body (a project's texture, a library image). A body small enough for
 * the image to be decoded (`MAX_DECODED_IMAGE_BYTES`) is read into one buffer and the file held whole
 * (`file.bytes`), nothing stored yet. A larger file is streamed to R2 under `storeAt` as it arrives
 * (`file.storedAt`), keeping its first MiB (`file.head`) for the header checks: the caller must store
 * or `discardUpload` it. Resource packs never come this way (uploads-checks, chunked uploads).
 * `fields` holds the other text fields (a path).
 * @throws ApiError 413 past 200 MB (nothing stored), 400 for a body that is not multipart or ends early.
 */
export async function readUploadedFile(
  c: Context<AppEnv>,
  storeAt: string,
  field = "file",
): Promise<{ file: UploadedFilePart; fields: Map<string, string> }> {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(400, "invalid_input", "Send the file as multipart/form-data in the field 'file'");
  }
  const { file, fields } = await readMultipartFile(c.req.raw, {
    field,
    holdBytes: MAX_DECODED_IMAGE_BYTES + FORM_SLACK,
    maxFileBytes: MAX_STORED_IMAGE_BYTES,
    maxBodyBytes: MAX_STORED_IMAGE_BYTES + FORM_SLACK,
    headBytes: STREAMED_IMAGE_HEAD_BYTES,
    bucket: c.env.BUCKET,
    storeAt,
    partBytes: IMAGE_PART_BYTES,
    tooLarge,
    unreadable: () => new ApiError(400, "invalid_input", "The upload could not be read as multipart/form-data"),
    noFile: () => new ApiError(400, "invalid_input", "No file selected"),
  });
  if (file.size === 0) throw new ApiError(400, "empty_file", "Please select a valid file.");
  return { file, fields };
}

/**
 * Runs an upload's checks; when they throw, a file already streamed to R2 is deleted before the error
 * goes on, so a refused upload leaves nothing stored. Storing stays outside: once a row may point at the
 * object, only the store's own rollback may delete it.
 */
export async function discardingOnRefusal<T>(bucket: R2Bucket, file: UploadedFilePart, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (file.storedAt) await discardObjects(bucket, [file.storedAt]);
    throw error;
  }
}
