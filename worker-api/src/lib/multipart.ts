import type { Context } from "hono";
import { readFormWithin } from "./body-limit.js";
import { ApiError } from "./errors.js";

export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

const tooLarge = () => new ApiError(413, "file_too_large", "Maximum file size is 200MB.");

/** Reads one file field from a multipart body, enforcing the 200 MB cap before and after parsing. */
export async function readUploadedFile(c: Context, field = "file"): Promise<{ file: File; form: FormData }> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(400, "invalid_input", "Send the file as multipart/form-data in the field 'file'");
  }
  const form = await readFormWithin(c.req.raw, {
    maxBytes: MAX_UPLOAD_BYTES,
    tooLarge,
    unreadable: () => new ApiError(400, "invalid_input", "The upload could not be read as multipart/form-data"),
  });
  const file = form.get(field);
  if (!(file instanceof File)) throw new ApiError(400, "invalid_input", "No file selected");
  if (file.size === 0) throw new ApiError(400, "empty_file", "Please select a valid file.");
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return { file, form };
}
