import { ApiError } from "../lib/errors.js";
import type { JobOwner } from "../storage/jobs.js";
import {
  claimUploadSession,
  deleteUploadSession,
  expiredUploadSessions,
  findUploadSession,
  listParts,
  releaseUploadSession,
  type UploadClaim,
  type UploadSession,
} from "../storage/jobs-uploads.js";
import { createJob, inspectStoredPack } from "./jobs.js";
import type { JobSettings } from "./jobs-engine/types.js";
import { checkJobImageSize } from "./uploaded-image.js";
import { checkNotLabPbrMap, checkSniffedType, type UploadKind } from "./uploads-checks.js";

/** Chunk size of resumable uploads: R2 parts must be equal (but the last) and at least 5 MiB. */
export const UPLOAD_PART_SIZE = 8 * 1024 * 1024;
/** An upload nobody finishes within a day is aborted and its parts released. */
export const UPLOAD_SESSION_HOURS = 24;

/** A claim older than this is from a call that died mid-finish (joining parts takes seconds) and may be taken over. */
export const UPLOAD_CLAIM_STALE_MS = 5 * 60_000;

export const uploadNotFound = () => new ApiError(404, "upload_not_found", "Upload not found (it may have expired)");

/** R2's answer for a multipart upload already completed or aborted (by another call or the sweep). */
export const isMissingMultipartUpload = (error: unknown) =>
  error instanceof Error && /\(10024\)|does not exist/i.test(error.message);

const claimedAs: Record<UploadClaim, string> = { complete: "completed", validate: "validated", delete: "deleted" };

/**
 * Refuses a call on a session another call is finishing: one being deleted is as good as gone (404),
 * one being completed or validated is busy (409 `upload_finishing`). A stale claim does not count.
 */
export function refuseIfClaimed(session: UploadSession, now = Date.now()): void {
  if (!session.claimedBy || !session.claimedAt) return;
  if (Date.parse(session.claimedAt) < now - UPLOAD_CLAIM_STALE_MS) return;
  if (session.claimedBy === "delete") throw uploadNotFound();
  throw new ApiError(409, "upload_finishing", `This upload is already being ${claimedAs[session.claimedBy]}`);
}

/**
 * Makes this call the one that finishes `session` (complete, validate or delete), or throws what the
 * losers get: 404 if it is gone, 409 while another call holds it.
 */
export async function claimUpload(env: Env, owner: JobOwner, session: UploadSession, claim: UploadClaim) {
  const now = Date.now();
  const staleBefore = new Date(now - UPLOAD_CLAIM_STALE_MS).toISOString();
  if (await claimUploadSession(env.DB, session.id, claim, new Date(now).toISOString(), staleBefore)) return;
  const current = await findUploadSession(env.DB, owner, session.id);
  if (!current) throw uploadNotFound();
  refuseIfClaimed(current, now);
  // Released between the two reads: the holder failed and the client may simply retry.
  throw new ApiError(409, "upload_finishing", "This upload was busy; try again");
}

/** How many parts a file of `size` bytes has, and the exact size of part `n` (1-based). */
export const partCount = (size: number, partSize: number) => Math.ceil(size / partSize);
export const partLength = (size: number, partSize: number, n: number) =>
  n < partCount(size, partSize) ? partSize : size - (partCount(size, partSize) - 1) * partSize;

/** Enough of the file to sniff: a zip's signature, or the whole image (TIFF headers may sit at the end). */
export async function readHead(bucket: R2Bucket, key: string, kind: UploadKind, size: number): Promise<Uint8Array> {
  const length = kind === "zip" ? Math.min(64, size) : size;
  const object = await bucket.get(key, { range: { offset: 0, length } });
  if (!object) throw new Error(`Upload ${key} is missing from storage`);
  return new Uint8Array(await object.arrayBuffer());
}

/**
 * Checks a file already in R2 (not a LabPBR map's name; sniffed type; an image's size against its
 * header; a pack's directory and safety) and creates its job.
 * Whatever is refused is deleted, so a bad upload leaves no object and no job behind.
 */
export async function jobFromStoredUpload(
  env: Env,
  upload: {
    jobId: string;
    owner: JobOwner;
    key: string;
    name: string;
    size: number;
    kind: UploadKind;
    settings: JobSettings;
    projectId?: number | null;
  },
  head?: Uint8Array,
): Promise<string> {
  try {
    // Here rather than when the upload starts: a chunked upload may end in Validate Only, which takes maps.
    checkNotLabPbrMap(upload.name, upload.kind);
    // An image's head is the whole file, so its size can be held against its header's.
    const bytes = head ?? (await readHead(env.BUCKET, upload.key, upload.kind, upload.size));
    checkSniffedType(upload.name, upload.kind, bytes);
    if (upload.kind === "image") checkJobImageSize(bytes, upload.name);
  } catch (error) {
    await env.BUCKET.delete(upload.key);
    throw error;
  }
  if (upload.kind === "zip") await inspectStoredPack(env.BUCKET, upload.key, upload.size);
  return createJob(env, {
    id: upload.jobId,
    owner: upload.owner,
    kind: upload.kind === "zip" ? "resourcepack" : "single",
    fileName: upload.name,
    inputs: [{ key: upload.key, name: upload.name, size: upload.size, kind: upload.kind }],
    settings: upload.settings,
    projectId: upload.projectId ?? null,
  });
}

/**
 * Joins a claimed chunked upload's parts into its R2 object and forgets the session. Refuses (409)
 * while parts are missing, giving the claim back; a joined object of the wrong size is deleted (400).
 * If R2 no longer has the multipart upload the session is dropped (404); any other failure gives the
 * claim back, so the client can retry instead of waiting for the stale claim or the expiry sweep.
 */
export async function completeUploadSession(env: Env, session: UploadSession): Promise<void> {
  const parts = await listParts(env.DB, session.id);
  const count = partCount(session.fileSize, session.partSize);
  const have = new Set(parts.map((part) => part.partNumber));
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !have.has(n));
  if (missing.length > 0) {
    await releaseUploadSession(env.DB, session.id);
    throw new ApiError(409, "upload_incomplete", `Upload is missing parts ${missing.join(", ")}`, { missing });
  }
  let object: R2Object;
  try {
    object = await env.BUCKET.resumeMultipartUpload(session.r2Key, session.r2UploadId).complete(
      parts.map((part) => ({ partNumber: part.partNumber, etag: part.etag })),
    );
  } catch (error) {
    if (!isMissingMultipartUpload(error)) {
      await releaseUploadSession(env.DB, session.id);
      throw error;
    }
    // Joined by a call that died before forgetting the session, or aborted: nothing left to finish.
    await env.BUCKET.delete(session.r2Key);
    await deleteUploadSession(env.DB, session.id);
    throw uploadNotFound();
  }
  await abortUploadSession(env, session);
  if (object.size !== session.fileSize) {
    await env.BUCKET.delete(session.r2Key);
    throw new ApiError(
      400,
      "upload_size_mismatch",
      `Upload has ${object.size} bytes, ${session.fileSize} were announced`,
    );
  }
}

/** Aborts one abandoned upload: its R2 multipart upload and its rows. */
export async function abortUploadSession(env: Env, session: UploadSession): Promise<void> {
  try {
    await env.BUCKET.resumeMultipartUpload(session.r2Key, session.r2UploadId).abort();
  } catch {
    // Already completed or aborted.
  }
  await deleteUploadSession(env.DB, session.id);
}

/**
 * Releases every expired upload session (run by the cron sweep and opportunistically on new uploads):
 * its multipart upload, its rows, and the object its parts were joined into if that happened. A
 * session row outlives a join only when forgetting it failed or the isolate died in between (a job
 * is made from an upload after its row is deleted), so such an object is nobody's.
 */
export async function sweepAbandonedUploads(env: Env, now = new Date().toISOString()): Promise<number> {
  const expired = await expiredUploadSessions(env.DB, now);
  for (const session of expired) {
    // The object first: if deleting it fails, the row stays and the next sweep tries again.
    await env.BUCKET.delete(session.r2Key);
    await abortUploadSession(env, session);
  }
  return expired.length;
}
