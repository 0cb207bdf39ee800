import type { Location } from "react-router-dom";

/** What a link to the phone's /login page carries: the page it was followed from. */
export interface LoginLinkState {
  from: string;
}

/** The state for a Login link on this page, so signing in comes back here instead of to the home page. */
export function loginLinkState(location: Pick<Location, "pathname" | "search">): LoginLinkState {
  return { from: `${location.pathname}${location.search}` };
}

/**
 * The page to come back to after signing in from /login: the one the link was followed from, when it is
 * a same-site path other than /login itself; otherwise none (the sign-in then lands on the home page).
 */
export function loginReturnPath(state: unknown): string | undefined {
  if (!state || typeof state !== "object" || !("from" in state)) return undefined;
  const from = (state as { from: unknown }).from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return undefined;
  if (from === "/login" || from.startsWith("/login?")) return undefined;
  return from;
}
