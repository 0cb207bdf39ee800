import { and, eq, gt, inArray } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { invites, projectShares, users } from "./schema.js";

export type Permission = "view" | "edit";

const shareColumns = {
  id: projectShares.id,
  projectId: projectShares.projectId,
  sharedWithUserId: projectShares.userId,
  permission: projectShares.permission,
  joinedAt: projectShares.joinedAt,
  username: users.username,
  discriminator: users.discriminator,
  avatar: users.avatar,
};

export async function listShares(db: D1Database, projectId: number) {
  return orm(db)
    .select(shareColumns)
    .from(projectShares)
    .innerJoin(users, eq(users.id, projectShares.userId))
    .where(eq(projectShares.projectId, projectId))
    .orderBy(projectShares.joinedAt, projectShares.id);
}

/**
 * Grants (or changes) the permission of each user in one D1 batch, so a failing share leaves every
 * share as it was; returns the resulting share rows. One statement per user rather than one multi-row
 * insert: 50 users would exceed D1's 100 bound parameters per statement. A direct share marks the
 * membership 'share' even for someone who came in by link: the owner has now chosen them.
 */
export async function upsertShares(db: D1Database, projectId: number, userIds: number[], permission: Permission) {
  const d = orm(db);
  const now = isoNow();
  const [first, ...rest] = userIds.map((userId) =>
    d
      .insert(projectShares)
      .values({ projectId, userId, permission, joinedAt: now, joinedVia: "share" })
      .onConflictDoUpdate({
        target: [projectShares.projectId, projectShares.userId],
        set: { permission, joinedVia: "share" },
      }),
  );
  if (first) await d.batch([first, ...rest]);
  return d
    .select(shareColumns)
    .from(projectShares)
    .innerJoin(users, eq(users.id, projectShares.userId))
    .where(and(eq(projectShares.projectId, projectId), inArray(projectShares.userId, userIds)));
}

/**
 * Adds a view share made through an invite link unless the user already has one; true when a new
 * share was created. Marked 'invite': nobody chose this person, so it makes no friends of co-members.
 */
export async function addViewShareIfMissing(db: D1Database, projectId: number, userId: number): Promise<boolean> {
  const rows = await orm(db)
    .insert(projectShares)
    .values({ projectId, userId, permission: "view", joinedAt: isoNow(), joinedVia: "invite" })
    .onConflictDoNothing()
    .returning({ id: projectShares.id });
  return rows.length > 0;
}

/** The permission each of `userIds` holds in the project now (absent: not shared with them). */
export async function currentPermissions(
  db: D1Database,
  projectId: number,
  userIds: number[],
): Promise<Map<number, Permission>> {
  const rows = await orm(db)
    .select({ userId: projectShares.userId, permission: projectShares.permission })
    .from(projectShares)
    .where(and(eq(projectShares.projectId, projectId), inArray(projectShares.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.permission]));
}

/** One share with the name of the user it is for (the activity line names them). */
export async function findShare(db: D1Database, shareId: number) {
  const [row] = await orm(db)
    .select(shareColumns)
    .from(projectShares)
    .innerJoin(users, eq(users.id, projectShares.userId))
    .where(eq(projectShares.id, shareId))
    .limit(1);
  return row ?? null;
}

/** Deletes one share and nothing else (a collaborator leaving keeps the owner's invite link working). */
export async function deleteShare(db: D1Database, shareId: number): Promise<void> {
  await orm(db).delete(projectShares).where(eq(projectShares.id, shareId));
}

/**
 * Deletes the share and revokes every invite link of its project in one D1 batch: the removed person
 * may hold a link (most joined through one), and a link that still worked would let them straight
 * back in. Answers how many of the revoked links still worked.
 */
export async function deleteShareRevokingInvites(db: D1Database, share: { id: number; projectId: number }) {
  const d = orm(db);
  const [, revoked] = await d.batch([
    d.delete(projectShares).where(eq(projectShares.id, share.id)),
    d
      .update(invites)
      .set({ revoked: true })
      .where(and(eq(invites.projectId, share.projectId), eq(invites.revoked, false), gt(invites.expiresAt, isoNow())))
      .returning({ id: invites.id }),
  ]);
  return revoked.length;
}
