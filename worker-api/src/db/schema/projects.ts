import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.js";

// A project, who may see it, how they got in, its files with their validation, and its history.

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
