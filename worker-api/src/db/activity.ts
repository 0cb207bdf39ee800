import { desc, eq } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { activity, users } from "./schema.js";

export type ActivityKind =
  | "created"
  | "renamed"
  | "updated"
  | "files_added"
  | "file_removed"
  | "shared"
  | "share_removed"
  | "invite_created"
  | "joined";

export async function recordActivity(
  db: D1Database,
  projectId: number,
  userId: number | null,
  kind: ActivityKind,
  detail: string,
): Promise<void> {
  await orm(db).insert(activity).values({ projectId, userId, kind, detail, createdAt: isoNow() });
}

/** The project's most recent events (the last 100), newest first, with who did them. */
export async function listActivity(db: D1Database, projectId: number, limit = 100) {
  return orm(db)
    .select({
      id: activity.id,
      kind: activity.kind,
      detail: activity.detail,
      createdAt: activity.createdAt,
      userId: activity.userId,
      username: users.username,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.userId))
    .where(eq(activity.projectId, projectId))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit);
}
