import type { Context } from "hono";
import { ApiError } from "./errors.js";
import { type FilePart, readMultipartOnce } from "./multipart-image.js";
import { MAX_IMAGE_BYTES } from "./upload-limits.js";

const tooLarge = () => new ApiError(413, "file_too_large", "A single image can be at most 64MB.");
/** Room in the body for the multipart boundaries, headers and other fields. */
const FORM_SLACK = 1024 * 1024;

/**
 * Reads one image from a multipart body (a project's texture, a library image), enforcing the image cap
 * before and after parsing. The body is held in memory once (lib/multipart-image: the file is a view into
 * it, never copied), and the cap is what keeps the isolate alive. Resource packs never come this way;
 * they are streamed (uploads-checks, chunked uploads). `fields` holds the other text fields (a path).
 */
export async function readUploadedFile(
  c: Context,
  field = "file",
): Promise<{ file: FilePart; fields: Map<string, string> }> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_IMAGE_BYTES + FORM_SLACK) throw tooLarge();
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(400, "invalid_input", "Send the file as multipart/form-data in the field 'file'");
  }
  const parts = await readMultipartOnce(c.req.raw, {
    maxBytes: MAX_IMAGE_BYTES + FORM_SLACK,
    tooLarge,
    unreadable: () => new ApiError(400, "invalid_input", "The upload could not be read as multipart/form-data"),
  });
  const file = parts.get(field);
  if (file === undefined || typeof file === "string") throw new ApiError(400, "invalid_input", "No file selected");
  if (file.bytes.byteLength === 0) throw new ApiError(400, "empty_file", "Please select a valid file.");
  if (file.bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge();
  const fields = new Map<string, string>();
  for (const [name, value] of parts) if (typeof value === "string") fields.set(name, value);
  return { file, fields };
}
