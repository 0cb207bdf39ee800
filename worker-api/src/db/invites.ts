import { and, desc, eq, gt, sql } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { invites } from "./schema.js";

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(
  db: D1Database,
  invite: { code: string; projectId: number; creatorId: number; expiresAt: string },
): Promise<InviteRow> {
  const [row] = await orm(db)
    .insert(invites)
    .values({ ...invite, createdAt: isoNow() })
    .returning();
  if (!row) throw new Error("Creating the invite returned no row");
  return row;
}

/** The newest invite of the project that is neither revoked nor expired. */
export async function findActiveInvite(db: D1Database, projectId: number): Promise<InviteRow | null> {
  const [row] = await orm(db)
    .select()
    .from(invites)
    .where(and(eq(invites.projectId, projectId), eq(invites.revoked, false), gt(invites.expiresAt, isoNow())))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(1);
  return row ?? null;
}

export async function findInviteByCode(db: D1Database, code: string): Promise<InviteRow | null> {
  const [row] = await orm(db).select().from(invites).where(eq(invites.code, code)).limit(1);
  return row ?? null;
}

export async function countInviteUse(db: D1Database, inviteId: number): Promise<void> {
  await orm(db)
    .update(invites)
    .set({ usedCount: sql`${invites.usedCount} + 1` })
    .where(eq(invites.id, inviteId));
}

export async function revokeInvites(db: D1Database, projectId: number): Promise<void> {
  await orm(db).update(invites).set({ revoked: true }).where(eq(invites.projectId, projectId));
}
