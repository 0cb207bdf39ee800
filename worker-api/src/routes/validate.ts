import { blobSource } from "@greenhouse/wasm-pipeline";
import { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { readFormWithin } from "../lib/body-limit.js";
import { ApiError } from "../lib/errors.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { loadUser } from "../middleware/session.js";
import { checkUploadMeta, cleanFileName, MAX_UPLOAD_BODY_BYTES } from "../services/uploads-checks.js";
import { validateUpload } from "../services/validation.js";

/**
 * POST /api/validate: validates an uploaded texture or pack without creating a job or storing it.
 * The pack is read by slices of the request's file, not copied whole into the isolate; files over a
 * request's body limit go through a chunked upload and POST /api/uploads/{id}/validate instead.
 */
export const validateRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .post("/", loadUser, rateLimit(limits.validations), async (c) => {
    const form = await readFormWithin(c.req.raw, {
      maxBytes: MAX_UPLOAD_BODY_BYTES,
      tooLarge: () => new ApiError(413, "file_too_large", "File too large", { hint: "Maximum file size is 200MB." }),
      unreadable: () => new ApiError(400, "invalid_input", "Send the file as multipart/form-data in the field 'file'"),
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw new ApiError(400, "no_file", "No file selected");
    const name = cleanFileName(file.name);
    return c.json(await validateUpload(name, checkUploadMeta(name, file.size), blobSource(file)));
  });
