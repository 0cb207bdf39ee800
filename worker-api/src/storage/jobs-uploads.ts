import { and, eq, lt } from "drizzle-orm";
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

export async function recordPart(db: D1Database, uploadId: string, partNumber: number, etag: string, size: number) {
  await drizzle(db)
    .insert(uploadParts)
    .values({ uploadId, partNumber, etag, size })
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.partNumber], set: { etag, size } });
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
