import { useQuery } from "@tanstack/react-query";
import { apiJsonOrNullOn401, itemFrom } from "./api-client";

/** The signed-in user as the API gives it (spec section 3: username, discordId, avatar, discriminator). */
export interface CurrentUser {
  id?: number | string;
  username: string;
  discordId: string;
  avatar: string | null;
  discriminator: string | null;
}

export const currentUserKey = ["auth", "user"] as const;

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const body = await apiJsonOrNullOn401<unknown>("/api/auth/user");
  if (body === null) return null;
  const user = itemFrom<CurrentUser>(body, "user");
  return user && typeof user.username === "string" ? user : null;
}

/**
 * The current user: made once with no retry, fresh for 5 min and cached for 10 min (spec section 7/9).
 * Signed in means the object is present and the load did not fail; a failure shows no message.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 300_000,
    gcTime: 600_000,
  });
  const user = query.isError ? null : (query.data ?? null);
  return { user, signedIn: user !== null, isLoading: query.isLoading };
}

/** Browser navigations, not fetches: the OAuth dance needs full-page redirects. */
export const signInUrl = "/api/auth/discord";
export const signOutUrl = "/api/auth/logout";

/** Avatar from Discord's CDN; `null` when the user has none (the UI then shows the first letter). */
export function avatarUrl(user: Pick<CurrentUser, "discordId" | "avatar">, size = 64): string | null {
  if (!user.avatar || !user.discordId) return null;
  if (/^(https?:)?\//.test(user.avatar)) return user.avatar;
  const ext = user.avatar.startsWith("a_") ? "gif" : "png";
  return `https://cdn.discordapp.com/avatars/${user.discordId}/${user.avatar}.${ext}?size=${size}`;
}

/** Discord's new usernames have discriminator '0', which is not shown. */
export function displayDiscriminator(discriminator: string | null | undefined): string | null {
  return discriminator && discriminator !== "0" ? `#${discriminator}` : null;
}
