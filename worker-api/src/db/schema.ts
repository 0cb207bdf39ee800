import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A person who signed in with Discord. */
export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  discordId: text("discord_id").notNull().unique(),
  username: text("username").notNull(),
  discriminator: text("discriminator").notNull().default("0"),
  avatar: text("avatar"),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** A signed-in browser. Only the SHA-256 of the cookie token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** The Discord servers a user was in at their last sign-in (the `guilds` scope); powers "friends". */
export const userGuilds = sqliteTable(
  "user_guilds",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    guildId: text("guild_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.guildId] }), index("user_guilds_guild_idx").on(table.guildId)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status").notNull().default("active"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("projects_owner_idx").on(table.ownerId)],
);

/** Access granted to a user other than the owner; one row per (project, user). */
export const projectShares = sqliteTable(
  "project_shares",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permission: text("permission", { enum: ["view", "edit"] }).notNull(),
    joinedAt: text("joined_at").notNull(),
    /**
     * How the membership was made: 'share' when the owner chose this person, 'invite' when they came in
     * through a link. Only chosen memberships make co-members friends who may share with each other.
     */
    joinedVia: text("joined_via", { enum: ["share", "invite"] })
      .notNull()
      .default("share"),
  },
  (table) => [
    uniqueIndex("project_shares_project_user_unique").on(table.projectId, table.userId),
    index("project_shares_user_idx").on(table.userId),
  ],
);

/** An invite link. The code is random (>= 128 bits) and is the only secret. */
export const invites = sqliteTable(
  "invites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull().unique(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    usedCount: integer("used_count").notNull().default(0),
    revoked: integer("revoked", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("invites_project_idx").on(table.projectId)],
);

/** A file stored in a project (bytes in R2 under `r2Key`). */
export const projectFiles = sqliteTable(
  "project_files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    status: text("status").notNull().default("pending"),
    validationScore: integer("validation_score"),
    errorMessage: text("error_message"),
    r2Key: text("r2_key").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [uniqueIndex("project_files_project_path_unique").on(table.projectId, table.path)],
);

export const validationIssues = sqliteTable(
  "validation_issues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => projectFiles.id, { onDelete: "cascade" }),
    level: text("level", { enum: ["error", "warning", "info"] }).notNull(),
    message: text("message").notNull(),
    suggestion: text("suggestion"),
  },
  (table) => [index("validation_issues_project_idx").on(table.projectId)],
);

/** A project's history (created, renamed, files added, shared, joined...). */
export const activity = sqliteTable(
  "activity",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    detail: text("detail").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("activity_project_idx").on(table.projectId, table.createdAt)],
);

export const favorites = sqliteTable(
  "favorites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionType: text("section_type").notNull(),
    sectionId: text("section_id").notNull(),
    order: integer("order").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [uniqueIndex("favorites_user_section_unique").on(table.userId, table.sectionType, table.sectionId)],
);

export const presets = sqliteTable(
  "presets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    settings: text("settings", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("presets_user_idx").on(table.userId, table.category)],
);

/** A file in a user's library ("Your Uploaded Content"). */
export const uploadedContent = sqliteTable(
  "uploaded_content",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    r2Key: text("r2_key").notNull(),
    thumbnailKey: text("thumbnail_key"),
    uploadedAt: text("uploaded_at").notNull(),
    // When the bytes were last replaced (PUT); filled for every row, nullable only because SQLite cannot
    // add a NOT NULL column without a constant default (migration 0007 copies uploaded_at into it).
    updatedAt: text("updated_at"),
  },
  (table) => [index("uploaded_content_user_idx").on(table.userId)],
);

/** Fixed-window request counters for rate limiting (sign-in, invites, joins, uploads). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

// ---- Conversion jobs and resumable uploads (jobs issue). The JobRunner Durable Object owns each
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
