import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { readBodyWithin } from "../lib/body-limit.js";
import { ApiError } from "../lib/errors.js";
import { validate } from "../lib/validate.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { loadUser } from "../middleware/session.js";
import { R2WindowSource } from "../services/jobs-engine/r2-source.js";
import type { JobSettings } from "../services/jobs-engine/types.js";
import { jobOwner } from "../services/jobs-owner.js";
import { projectForNewJob } from "../services/jobs-project.js";
import { projectWithRole } from "../services/project-access.js";
import {
  abortUploadSession,
  claimUpload,
  completeUploadSession,
  isMissingMultipartUpload,
  jobFromStoredUpload,
  partCount,
  partLength,
  refuseIfClaimed,
  sweepAbandonedUploads,
  UPLOAD_PART_SIZE,
  UPLOAD_SESSION_HOURS,
  uploadNotFound,
} from "../services/uploads.js";
import { checkUploadMeta, cleanFileName, parseJobSettings, type UploadKind } from "../services/uploads-checks.js";
import { validateUpload } from "../services/validation.js";
import type { JobOwner } from "../storage/jobs.js";
import {
  findUploadSession,
  insertUploadSession,
  listParts,
  recordPart,
  type UploadSession,
} from "../storage/jobs-uploads.js";

const startBody = z.object({
  name: z.string({ error: "name is required" }).min(1, "name is required"),
  size: z
    .number({ error: "size must be a number of bytes" })
    .int("size must be a whole number of bytes")
    .nonnegative("size cannot be negative"),
  settings: z.unknown().optional(),
  projectId: z.number().int().positive().nullish(),
});

const uploadKind = (name: string): UploadKind => (name.toLowerCase().endsWith(".zip") ? "zip" : "image");

async function ownedSession(
  c: { env: Env },
  owner: JobOwner | null,
  id: string,
): Promise<{ owner: JobOwner; session: UploadSession }> {
  const session = owner ? await findUploadSession(c.env.DB, owner, id) : undefined;
  if (!owner || !session) throw uploadNotFound();
  return { owner, session };
}

async function progress(db: D1Database, session: UploadSession) {
  const parts = await listParts(db, session.id);
  return {
    uploadId: session.id,
    partSize: session.partSize,
    partCount: partCount(session.fileSize, session.partSize),
    receivedParts: parts.map((part) => part.partNumber),
    expiresAt: session.expiresAt,
  };
}

/**
 * Resumable chunked upload on an R2 multipart upload, for files above one request's body limit:
 * start, PUT each part (any order, repeatable), GET to see what arrived after a broken connection,
 * complete to create the job (or validate to only validate it).
 */
export const uploadsRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .post("/", loadUser, rateLimit(limits.jobs), validate("json", startBody), async (c) => {
    const body = c.req.valid("json");
    const name = cleanFileName(body.name);
    const kind = checkUploadMeta(name, body.size);
    const settings = parseJobSettings(body.settings, kind);
    const projectId = await projectForNewJob(c, body.projectId);
    const owner = await jobOwner(c, true);
    if (!owner) throw new Error("jobOwner(create) always returns an owner");
    c.executionCtx.waitUntil(
      sweepAbandonedUploads(c.env).catch((error) => console.error("Upload sweep failed", error)),
    );
    const id = crypto.randomUUID();
    const key = `uploads/${id}/${name}`;
    const upload = await c.env.BUCKET.createMultipartUpload(key);
    const now = Date.now();
    const session: UploadSession = {
      id,
      userId: owner.userId,
      guestId: owner.guestId,
      fileName: name,
      fileSize: body.size,
      partSize: UPLOAD_PART_SIZE,
      // The project rides along with the settings until the job exists.
      settings: JSON.stringify({ ...settings, projectId }),
      r2Key: key,
      r2UploadId: upload.uploadId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + UPLOAD_SESSION_HOURS * 3_600_000).toISOString(),
      claimedBy: null,
      claimedAt: null,
    };
    await insertUploadSession(c.env.DB, session);
    return c.json(await progress(c.env.DB, session), 201);
  })
  .get("/:id", async (c) => {
    const { session } = await ownedSession(c, await jobOwner(c, false), c.req.param("id"));
    return c.json(await progress(c.env.DB, session));
  })
  .put("/:id/parts/:n{[0-9]+}", async (c) => {
    const { session } = await ownedSession(c, await jobOwner(c, false), c.req.param("id"));
    // A part arriving while the upload is being joined or aborted would be lost or break the join.
    refuseIfClaimed(session);
    const n = Number(c.req.param("n"));
    const count = partCount(session.fileSize, session.partSize);
    if (n < 1 || n > count) throw new ApiError(400, "invalid_part", `Part number must be between 1 and ${count}`);
    const expected = partLength(session.fileSize, session.partSize, n);
    const wrongLength = () => new ApiError(400, "invalid_part", `Part ${n} must be exactly ${expected} bytes`);
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (Number.isFinite(declared) && declared !== expected) throw wrongLength();
    const bytes = await readBodyWithin(c.req.raw, { maxBytes: expected, tooLarge: wrongLength });
    if (bytes.length !== expected) throw wrongLength();
    let etag: string;
    try {
      const upload = c.env.BUCKET.resumeMultipartUpload(session.r2Key, session.r2UploadId);
      etag = (await upload.uploadPart(n, bytes)).etag;
    } catch (error) {
      // Completed or deleted by a call that overtook this one.
      if (isMissingMultipartUpload(error)) throw uploadNotFound();
      throw error;
    }
    if (!(await recordPart(c.env.DB, session.id, n, etag, bytes.length))) throw uploadNotFound();
    return c.json(await progress(c.env.DB, session));
  })
  .post("/:id/complete", async (c) => {
    const { owner, session } = await ownedSession(c, await jobOwner(c, false), c.req.param("id"));
    const { projectId, ...settings } = JSON.parse(session.settings) as JobSettings & { projectId?: number | null };
    // Access was checked when the upload started, up to a day ago; a removed or downgraded member
    // must not convert into the project now. Only a signed-in user's upload names a project (0 is no one).
    if (projectId != null) await projectWithRole(c.env.DB, projectId, session.userId ?? 0, "edit");
    await claimUpload(c.env, owner, session, "complete");
    await completeUploadSession(c.env, session);
    const kind = uploadKind(session.fileName);
    const jobId = await jobFromStoredUpload(c.env, {
      jobId: crypto.randomUUID(),
      owner,
      key: session.r2Key,
      name: session.fileName,
      size: session.fileSize,
      kind,
      settings,
      projectId,
    });
    return c.json({ jobId }, 201);
  })
  // Validate Only for a file too large for one request: the stored object is validated by ranged
  // reads and deleted, like POST /api/validate stores nothing.
  .post("/:id/validate", async (c) => {
    const { owner, session } = await ownedSession(c, await jobOwner(c, false), c.req.param("id"));
    await claimUpload(c.env, owner, session, "validate");
    await completeUploadSession(c.env, session);
    try {
      const source = new R2WindowSource(c.env.BUCKET, session.r2Key, session.fileSize);
      return c.json(await validateUpload(session.fileName, uploadKind(session.fileName), source));
    } finally {
      await c.env.BUCKET.delete(session.r2Key);
    }
  })
  .delete("/:id", async (c) => {
    const { owner, session } = await ownedSession(c, await jobOwner(c, false), c.req.param("id"));
    // Claimed like a finish: aborting under a running join would make it fail half-way.
    await claimUpload(c.env, owner, session, "delete");
    await abortUploadSession(c.env, session);
    return c.body(null, 204);
  });
