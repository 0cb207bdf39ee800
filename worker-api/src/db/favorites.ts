import { and, asc, eq, sql } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { favorites } from "./schema.js";

const columns = {
  id: favorites.id,
  sectionType: favorites.sectionType,
  sectionId: favorites.sectionId,
  order: favorites.order,
};

export async function listFavorites(db: D1Database, userId: number) {
  return orm(db)
    .select(columns)
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.order), asc(favorites.id));
}

/** Adds a favourite; null when that section is already pinned (the unique index decides). */
export async function insertFavorite(
  db: D1Database,
  userId: number,
  input: { sectionType: string; sectionId: string; order?: number },
) {
  const d = orm(db);
  const order =
    input.order ??
    (
      await d.get<{ next: number }>(
        sql`select coalesce(max("order"), -1) + 1 as next from favorites where user_id = ${userId}`,
      )
    )?.next ??
    0;
  const rows = await d
    .insert(favorites)
    .values({ userId, sectionType: input.sectionType, sectionId: input.sectionId, order, createdAt: isoNow() })
    .onConflictDoNothing()
    .returning(columns);
  return rows[0] ?? null;
}

export async function deleteFavorite(db: D1Database, userId: number, id: number): Promise<boolean> {
  const rows = await orm(db)
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.id, id)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}

/** Applies new positions to the user's own favourites; ids of other users are ignored (the route refuses them first). */
export async function reorderFavorites(db: D1Database, userId: number, updates: { id: number; order: number }[]) {
  const d = orm(db);
  const statements = updates.map((update) =>
    d
      .update(favorites)
      .set({ order: update.order })
      .where(and(eq(favorites.userId, userId), eq(favorites.id, update.id))),
  );
  if (statements.length > 0) await d.batch(statements as [(typeof statements)[0], ...typeof statements]);
}
