/**
 * The address of a user's Discord avatar (64 px), or null when they have none. Answers about other
 * people carry this instead of their Discord id and avatar hash: anyone who joined by link could
 * otherwise collect every member's Discord identity. Only the current user's own object keeps its id.
 */
export function discordAvatarUrl(discordId: string, avatar: string | null): string | null {
  // A hash is hex, with "a_" for animated ones; anything else would not make a CDN address.
  if (!avatar || !/^(a_)?[0-9a-f]+$/i.test(avatar)) return null;
  return `https://cdn.discordapp.com/avatars/${encodeURIComponent(discordId)}/${avatar}.png?size=64`;
}
