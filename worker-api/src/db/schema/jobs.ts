import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.js";
import { projects } from "./projects.js";

// Conversion jobs and resumable uploads (jobs issue). The JobRunner Durable Object owns each
// job's progress, log and per-file results; D1 holds the index used for listing, ownership and expiry.

/** One conversion job; `user_id` for signed-in owners, `guest_id` (anonymous cookie) otherwise. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: text("guest_id"),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    kind: text("kind").notNull().$type<"single" | "resourcepack" | "batch">(),
    status: text("status").notNull().$type<"pending" | "processing" | "completed" | "failed">(),
    progress: integer("progress").notNull().default(0),
    error: text("error"),
    outputSize: integer("output_size"),
    /** Maps the run generated (the Processing status' texturesGenerated), about 2 per texture. */
    texturesGenerated: integer("textures_generated").notNull().default(0),
    /** Textures the run converted or tried to (the status' imagesProcessed): the landing page's "Textures Processed". */
    imagesProcessed: integer("images_processed").notNull().default(0),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [
    index("jobs_user_idx").on(table.userId, table.createdAt),
    index("jobs_guest_idx").on(table.guestId, table.createdAt),
    index("jobs_expires_idx").on(table.expiresAt),
    index("jobs_project_idx").on(table.projectId, table.status),
  ],
);

/**
 * What rows deleted since counted towards the landing page's statistics (an expired or deleted job, a
 * deleted project's hand-added files), so those counts only ever grow. One row, id 1, made by the
 * migration; the delete and the addition happen in one batch.
 */
export const retiredTotals = sqliteTable("retired_totals", {
  id: integer("id").primaryKey(),
  jobsCompleted: integer("jobs_completed").notNull().default(0),
  jobsFailed: integer("jobs_failed").notNull().default(0),
  packsConverted: integer("packs_converted").notNull().default(0),
  /** Textures deleted jobs processed (their `images_processed`; maps halved before migration 0008). */
  jobTextures: integer("job_textures").notNull().default(0),
  projectTextures: integer("project_textures").notNull().default(0),
});

/** A resumable chunked upload on an R2 multipart upload; abandoned ones are aborted after expiry. */
export const uploadSessions = sqliteTable(
  "upload_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: text("guest_id"),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    partSize: integer("part_size").notNull(),
    settings: text("settings").notNull(),
    r2Key: text("r2_key").notNull(),
    r2UploadId: text("r2_upload_id").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    // The one call finishing the upload ('complete', 'validate' or 'delete') and since when: claimed by a
    // conditional UPDATE so overlapping calls cannot join or abort one multipart upload twice.
    claimedBy: text("claimed_by", { enum: ["complete", "validate", "delete"] }),
    claimedAt: text("claimed_at"),
  },
  (table) => [index("upload_sessions_expires_idx").on(table.expiresAt)],
);

/** The parts of an upload session R2 has acknowledged (R2's binding cannot list them). */
export const uploadParts = sqliteTable(
  "upload_parts",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploadSessions.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    size: integer("size").notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.partNumber] })],
);
