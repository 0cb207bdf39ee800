import { and, eq, gt, lt } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { sessions, users } from "./schema.js";
import type { SessionUser } from "./users.js";

export async function createSession(db: D1Database, userId: number, tokenHash: string, expiresAt: string) {
  await orm(db).insert(sessions).values({ userId, tokenHash, expiresAt, createdAt: isoNow() });
}

/** The live session for a token hash with its user, or null when unknown or expired. */
export async function findSession(
  db: D1Database,
  tokenHash: string,
): Promise<{ sessionId: number; expiresAt: string; user: SessionUser } | null> {
  const [row] = await orm(db)
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      discordId: users.discordId,
      username: users.username,
      discriminator: users.discriminator,
      avatar: users.avatar,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, isoNow())))
    .limit(1);
  if (!row) return null;
  const { sessionId, expiresAt, ...user } = row;
  return { sessionId, expiresAt, user };
}

export async function extendSession(db: D1Database, sessionId: number, expiresAt: string) {
  await orm(db).update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: D1Database, tokenHash: string) {
  await orm(db).delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Drops expired sessions so the table does not grow without bound. */
export async function deleteExpiredSessions(db: D1Database) {
  await orm(db).delete(sessions).where(lt(sessions.expiresAt, isoNow()));
}
