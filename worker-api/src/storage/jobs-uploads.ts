import { and, eq, isNull, lt, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { uploadParts, uploadSessions } from "../db/schema.js";
import type { JobOwner } from "./jobs.js";

export type UploadSession = typeof uploadSessions.$inferSelect;

export async function insertUploadSession(db: D1Database, session: UploadSession): Promise<void> {
  await drizzle(db).insert(uploadSessions).values(session);
}

/** The session if it belongs to `owner` and has not expired; anything else looks missing. */
export async function findUploadSession(
  db: D1Database,
  owner: JobOwner,
  id: string,
): Promise<UploadSession | undefined> {
  const ownerFilter =
    owner.userId !== null ? eq(uploadSessions.userId, owner.userId) : eq(uploadSessions.guestId, owner.guestId);
  const rows = await drizzle(db)
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, id), ownerFilter))
    .limit(1);
  const session = rows[0];
  return session && session.expiresAt > new Date().toISOString() ? session : undefined;
}

/** Gives a guest's unfinished chunked uploads to the account the guest signed in to. */
export async function assignUploadSessionsToUser(db: D1Database, guestId: string, userId: number): Promise<void> {
  await drizzle(db).update(uploadSessions).set({ userId, guestId: null }).where(eq(uploadSessions.guestId, guestId));
}

/**
 * Records a part R2 acknowledged, only while its session still exists: false if a finishing call
 * removed it meanwhile (an insert would break the foreign key).
 */
export async function recordPart(
  db: D1Database,
  uploadId: string,
  partNumber: number,
  etag: string,
  size: number,
): Promise<boolean> {
  // The WHERE keeps SQLite from reading ON CONFLICT as a join constraint of the SELECT.
  const result = await db
    .prepare(
      `INSERT INTO upload_parts (upload_id, part_number, etag, size)
       SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM upload_sessions WHERE id = ?1)
       ON CONFLICT (upload_id, part_number) DO UPDATE SET etag = excluded.etag, size = excluded.size`,
    )
    .bind(uploadId, partNumber, etag, size)
    .run();
  return result.meta.changes > 0;
}

export type UploadClaim = NonNullable<UploadSession["claimedBy"]>;

/**
 * Claims the session for one finishing call, atomically: true only if no other call holds it (a
 * claim taken before `staleBefore` is from a call that died and may be taken over).
 */
export async function claimUploadSession(
  db: D1Database,
  id: string,
  claim: UploadClaim,
  now: string,
  staleBefore: string,
): Promise<boolean> {
  const result = await drizzle(db)
    .update(uploadSessions)
    .set({ claimedBy: claim, claimedAt: now })
    .where(
      and(eq(uploadSessions.id, id), or(isNull(uploadSessions.claimedAt), lt(uploadSessions.claimedAt, staleBefore))),
    )
    .run();
  return result.meta.changes > 0;
}

/** Gives a claimed session back (its finish failed but the upload is intact and may be retried). */
export async function releaseUploadSession(db: D1Database, id: string): Promise<void> {
  await drizzle(db).update(uploadSessions).set({ claimedBy: null, claimedAt: null }).where(eq(uploadSessions.id, id));
}

export async function listParts(db: D1Database, uploadId: string) {
  return drizzle(db)
    .select({ partNumber: uploadParts.partNumber, etag: uploadParts.etag, size: uploadParts.size })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(uploadParts.partNumber);
}

export async function deleteUploadSession(db: D1Database, id: string): Promise<void> {
  await drizzle(db).delete(uploadParts).where(eq(uploadParts.uploadId, id));
  await drizzle(db).delete(uploadSessions).where(eq(uploadSessions.id, id));
}

export async function expiredUploadSessions(db: D1Database, now: string, limit = 50): Promise<UploadSession[]> {
  return drizzle(db).select().from(uploadSessions).where(lt(uploadSessions.expiresAt, now)).limit(limit);
}
