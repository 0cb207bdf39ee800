import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.js";

// What a person keeps for themselves, outside any project: favourites, presets and uploaded files.

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
