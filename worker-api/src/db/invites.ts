import { and, desc, eq, gt, sql } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { invites } from "./schema.js";

export type InviteRow = typeof invites.$inferSelect;

/**
 * Inserts a project's new invite and revokes its earlier ones in one D1 batch (one transaction): a
 * project has one active invite (product spec: "GET /api/projects/{id}/invite: The active invite"), and
 * an older link that kept working would be one the owner can neither see, count nor revoke alone.
 */
export async function replaceInvite(
  db: D1Database,
  invite: { code: string; projectId: number; creatorId: number; expiresAt: string },
): Promise<InviteRow> {
  const d = orm(db);
  const [, [row]] = await d.batch([
    d
      .update(invites)
      .set({ revoked: true })
      .where(and(eq(invites.projectId, invite.projectId), eq(invites.revoked, false))),
    d
      .insert(invites)
      .values({ ...invite, createdAt: isoNow() })
      .returning(),
  ]);
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
