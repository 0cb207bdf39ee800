/** A Discord avatar hash: hex, with "a_" for animated ones; anything else would not make a CDN address. */
const avatarHash = /^(a_)?[0-9a-f]+$/i;

/**
 * Discord's CDN address of a user's avatar (64 px), or null when they have none. It holds their
 * Discord id, so only the Worker uses it (`services/avatars.ts` fetches it); answers about other
 * people carry {@link avatarAddress} instead.
 */
export function discordAvatarUrl(discordId: string, avatar: string | null): string | null {
  if (!avatar || !avatarHash.test(avatar)) return null;
  return `https://cdn.discordapp.com/avatars/${encodeURIComponent(discordId)}/${avatar}.png?size=64`;
}

/**
 * Where the app shows another person's avatar: the Worker's own address for it, by Greenhouse id, or
 * null when they have none. Anyone who joined a project by link reads its members' avatars, and the
 * CDN address would give them each member's Discord id. `v` changes with the picture (a few hex
 * digits of its hash, which alone reach nothing), so the answer can be cached.
 */
export function avatarAddress(userId: number, avatar: string | null): string | null {
  if (!avatar || !avatarHash.test(avatar)) return null;
  return `/api/users/${userId}/avatar?v=${avatar.replace(/^a_/, "").slice(0, 8).toLowerCase()}`;
}
