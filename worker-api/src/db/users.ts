import { eq } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { userGuilds, users } from "./schema.js";

/** The signed-in user as the API returns it (spec §3 User). */
export interface SessionUser {
  id: number;
  discordId: string;
  username: string;
  discriminator: string;
  avatar: string | null;
}

export interface DiscordProfile {
  discordId: string;
  username: string;
  discriminator: string;
  avatar: string | null;
}

const columns = {
  id: users.id,
  discordId: users.discordId,
  username: users.username,
  discriminator: users.discriminator,
  avatar: users.avatar,
};

/** Inserts or refreshes the user for a Discord account and returns it. */
export async function upsertUser(db: D1Database, profile: DiscordProfile): Promise<SessionUser> {
  const now = isoNow();
  const [row] = await orm(db)
    .insert(users)
    .values({ ...profile, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.discordId,
      set: { username: profile.username, discriminator: profile.discriminator, avatar: profile.avatar, updatedAt: now },
    })
    .returning(columns);
  if (!row) throw new Error("Upserting the user returned no row");
  return row;
}

/** Replaces the user's known Discord servers with those seen at this sign-in. */
export async function replaceUserGuilds(db: D1Database, userId: number, guildIds: string[]): Promise<void> {
  const unique = [...new Set(guildIds)];
  const d = orm(db);
  const statements = [
    d.delete(userGuilds).where(eq(userGuilds.userId, userId)),
    ...unique.map((guildId) => d.insert(userGuilds).values({ userId, guildId })),
  ];
  await d.batch(statements as [(typeof statements)[0], ...typeof statements]);
}

export async function countUsers(db: D1Database): Promise<number> {
  const row = await db.prepare("select count(*) as n from users").first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * The Discord id and avatar hash of `userId` if `viewerId` may see that person: themselves, someone in
 * a Discord server with them, or anyone on a project with them (owner or member, however they joined:
 * they read each other in the share list). Null for anyone else, so ids cannot be walked for avatars.
 */
export async function findVisibleAvatar(
  db: D1Database,
  viewerId: number,
  userId: number,
): Promise<{ discordId: string; avatar: string | null } | null> {
  const row = await db
    .prepare(
      `select u.discord_id as discordId, u.avatar from users u where u.id = ?2 and (
         u.id = ?1
         or exists (select 1 from user_guilds mine join user_guilds other on other.guild_id = mine.guild_id
                    where mine.user_id = ?1 and other.user_id = u.id)
         or exists (select 1 from projects p
                    where (p.owner_id = ?1 or exists (select 1 from project_shares s where s.project_id = p.id and s.user_id = ?1))
                      and (p.owner_id = u.id or exists (select 1 from project_shares s where s.project_id = p.id and s.user_id = u.id))))`,
    )
    .bind(viewerId, userId)
    .first<{ discordId: string; avatar: string | null }>();
  return row ?? null;
}
