import type { DiscordProfile } from "../db/users.js";

interface DiscordUserJson {
  id: string;
  username: string;
  discriminator?: string;
  avatar?: string | null;
}

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Discord answered ${response.status} for ${new URL(url).pathname}`);
  return (await response.json()) as T;
}

/** The signed-in Discord account (`identify` scope). */
export async function fetchDiscordProfile(apiBase: string, accessToken: string): Promise<DiscordProfile> {
  const me = await getJson<DiscordUserJson>(`${apiBase}/users/@me`, accessToken);
  if (typeof me.id !== "string" || typeof me.username !== "string") throw new Error("Discord returned no user id");
  return {
    discordId: me.id,
    username: me.username.slice(0, 100),
    discriminator: me.discriminator ?? "0",
    avatar: me.avatar ?? null,
  };
}

/** Ids of the servers the account is in (`guilds` scope); used to find people you may know. */
export async function fetchDiscordGuildIds(apiBase: string, accessToken: string): Promise<string[]> {
  const guilds = await getJson<{ id: string }[]>(`${apiBase}/users/@me/guilds`, accessToken);
  return Array.isArray(guilds) ? guilds.map((guild) => String(guild.id)).slice(0, 500) : [];
}
