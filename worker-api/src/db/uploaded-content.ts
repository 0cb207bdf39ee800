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
  const [row] = await orm(db)
    .insert(uploadedContent)
    .values({ ...input, uploadedAt: isoNow() })
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

export async function deleteUploadedContentRow(db: D1Database, id: number) {
  await orm(db).delete(uploadedContent).where(eq(uploadedContent.id, id));
}
