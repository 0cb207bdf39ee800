import { and, desc, eq } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { uploadedContent } from "./schema.js";

export type UploadedContentRow = typeof uploadedContent.$inferSelect;

export async function insertUploadedContent(
  db: D1Database,
  input: {
    userId: number;
    fileName: string;
    fileType: string;
    fileSize: number;
    r2Key: string;
    thumbnailKey: string | null;
  },
): Promise<UploadedContentRow> {
  const now = isoNow();
  const [row] = await orm(db)
    .insert(uploadedContent)
    .values({ ...input, uploadedAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("Saving the upload returned no row");
  return row;
}

export async function listUploadedContent(db: D1Database, userId: number) {
  return orm(db)
    .select()
    .from(uploadedContent)
    .where(eq(uploadedContent.userId, userId))
    .orderBy(desc(uploadedContent.uploadedAt), desc(uploadedContent.id));
}

export async function findUploadedContent(db: D1Database, userId: number, id: number) {
  const [row] = await orm(db)
    .select()
    .from(uploadedContent)
    .where(and(eq(uploadedContent.userId, userId), eq(uploadedContent.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Points an item at newly stored bytes, only if it still holds the object `previousKey` the caller read:
 * a concurrent replace or delete makes this answer null instead of orphaning the other writer's objects.
 */
export async function replaceUploadedContentFile(
  db: D1Database,
  id: number,
  previousKey: string,
  input: { fileName: string; fileType: string; fileSize: number; r2Key: string; thumbnailKey: string | null },
): Promise<UploadedContentRow | null> {
  const [row] = await orm(db)
    .update(uploadedContent)
    .set({ ...input, updatedAt: isoNow() })
    .where(and(eq(uploadedContent.id, id), eq(uploadedContent.r2Key, previousKey)))
    .returning();
  return row ?? null;
}

/** Deletes the item's row and answers the object keys it held when it went (none if already gone). */
export async function deleteUploadedContentRow(db: D1Database, id: number): Promise<string[]> {
  const rows = await orm(db)
    .delete(uploadedContent)
    .where(eq(uploadedContent.id, id))
    .returning({ r2Key: uploadedContent.r2Key, thumbnailKey: uploadedContent.thumbnailKey });
  return rows.flatMap((row) => (row.thumbnailKey ? [row.r2Key, row.thumbnailKey] : [row.r2Key]));
}
