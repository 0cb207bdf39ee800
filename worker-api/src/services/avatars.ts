import { findVisibleAvatar } from "../db/users.js";
import { discordAvatarUrl } from "../lib/discord-avatar.js";
import { ApiError, notFound } from "../lib/errors.js";

/** A 64 px avatar is a few kilobytes; anything far larger is not one. */
const MAX_AVATAR_BYTES = 512 * 1024;
const CDN_TIMEOUT_MS = 5000;
const pictureTypes = new Set(["image/png", "image/gif", "image/webp", "image/jpeg"]);

const unavailable = () => new ApiError(502, "avatar_unavailable", "Discord did not give this avatar");

/**
 * The avatar of `userId` as `viewerId` may see it (themselves, a server mate, anyone they share a
 * project with), fetched from Discord's CDN by the Worker so the viewer never learns the Discord id.
 * The address is built from stored values only (a snowflake and a checked hash), redirects are not
 * followed and the answer must be a small picture.
 * @throws ApiError 404 `user_not_found` for anyone else or no avatar, 502 when the CDN fails.
 */
export async function fetchVisibleAvatar(
  db: D1Database,
  viewerId: number,
  userId: number,
): Promise<{ bytes: Uint8Array; type: string }> {
  const person = await findVisibleAvatar(db, viewerId, userId);
  const url = person ? discordAvatarUrl(person.discordId, person.avatar) : null;
  if (!url) throw notFound("user_not_found", "User not found");
  let response: Response;
  try {
    response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(CDN_TIMEOUT_MS) });
  } catch {
    throw unavailable();
  }
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (response.status !== 200 || !pictureTypes.has(type)) {
    await response.body?.cancel();
    throw unavailable();
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_AVATAR_BYTES) throw unavailable();
  return { bytes, type };
}
