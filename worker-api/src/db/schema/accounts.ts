import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Who signs in: people, their browser sessions and their Discord servers. Every other area refers to `users`.

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
