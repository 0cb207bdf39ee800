import { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { readFormWithin } from "../lib/body-limit.js";
import { ApiError } from "../lib/errors.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { loadUser } from "../middleware/session.js";
import { jobOwner } from "../services/jobs-owner.js";
import { projectForNewJob } from "../services/jobs-project.js";
import { jobFromStoredUpload } from "../services/uploads.js";
import { checkUploadMeta, cleanFileName, MAX_UPLOAD_BODY_BYTES, parseJobSettings } from "../services/uploads-checks.js";

const tooLarge = () => new ApiError(413, "file_too_large", "File too large", { hint: "Maximum file size is 200MB." });

/**
 * POST /api/upload: one multipart request with `file` and `settings` (files that fit in one
 * request; larger ones use /api/uploads). Returns `{jobId}`.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .post("/", loadUser, rateLimit(limits.jobs), async (c) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_UPLOAD_BODY_BYTES) throw tooLarge();
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
      throw new ApiError(400, "invalid_input", "Send the file as multipart/form-data in the field 'file'");
    }
    const form = await readFormWithin(c.req.raw, {
      maxBytes: MAX_UPLOAD_BODY_BYTES,
      tooLarge,
      unreadable: () => new ApiError(400, "invalid_input", "The upload could not be read as multipart/form-data"),
    });
    const file = form.get("file");
    if (!(file instanceof File)) {
      throw new ApiError(400, "no_file", "No file selected", {
        hint: "Please upload a texture file or resource pack first.",
      });
    }
    const name = cleanFileName(file.name);
    const kind = checkUploadMeta(name, file.size);
    const settings = parseJobSettings(form.get("settings"), kind);
    const projectId = await projectForNewJob(c, form.get("projectId"));
    const owner = await jobOwner(c, true);
    if (!owner) throw new Error("jobOwner(create) always returns an owner");
    const jobId = crypto.randomUUID();
    const key = `jobs/${jobId}/input/${name}`;
    // R2 takes the file itself, so a pack is not copied into the isolate's memory; only what the
    // type sniff needs is read (a pack's signature, or the whole image, which is at most 64 MB).
    const head = new Uint8Array(await (kind === "zip" ? file.slice(0, 64) : file).arrayBuffer());
    await c.env.BUCKET.put(key, file);
    await jobFromStoredUpload(c.env, { jobId, owner, key, name, size: file.size, kind, settings, projectId }, head);
    return c.json({ jobId }, 201);
  });
