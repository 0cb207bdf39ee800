import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createSession, deleteSession, extendSession, findSession } from "../db/sessions.js";
import type { SessionUser } from "../db/users.js";
import type { AppEnv } from "../env.js";
import { randomToken, sha256Hex } from "../lib/crypto.js";
import { isLoopbackUrl } from "../lib/loopback.js";
import { daysFromNow } from "../lib/time.js";

export const SESSION_COOKIE = "gh_session";
export const SESSION_DAYS = 30;
/** A session is pushed out to 30 days again once it has aged a day, so active users stay signed in. */
const EXTEND_AFTER_MS = 24 * 3_600_000;

/** Cookies are Secure everywhere except plain-http localhost development. */
export const isSecureOrigin = (url: string) => !isLoopbackUrl(url);

export function cookieOptions(c: Context<AppEnv>, maxAgeSeconds: number, path = "/") {
  return {
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: isSecureOrigin(c.req.url),
    path,
    maxAge: maxAgeSeconds,
  };
}

/**
 * Starts a session for the user and sets its cookie; only the token's hash is stored. A session the
 * browser already carried ends here: whoever signed in on it before (a shared computer, someone who
 * never signed out) must not stay signed in through a copy of that token.
 */
export async function startSession(c: Context<AppEnv>, userId: number): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous && previous.length <= 200) await deleteSession(c.env.DB, await sha256Hex(previous));
  const token = randomToken(32);
  await createSession(c.env.DB, userId, await sha256Hex(token), daysFromNow(SESSION_DAYS));
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c, SESSION_DAYS * 86_400));
}

/** The user behind the request's session cookie (sliding the expiry), or null. */
export async function resolveSession(c: Context<AppEnv>): Promise<SessionUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const session = await findSession(c.env.DB, await sha256Hex(token));
  if (!session) return null;
  const remaining = Date.parse(session.expiresAt) - Date.now();
  if (remaining < SESSION_DAYS * 86_400_000 - EXTEND_AFTER_MS) {
    await extendSession(c.env.DB, session.sessionId, daysFromNow(SESSION_DAYS));
    setCookie(c, SESSION_COOKIE, token, cookieOptions(c, SESSION_DAYS * 86_400));
  }
  return session.user;
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deleteSession(c.env.DB, await sha256Hex(token));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isSecureOrigin(c.req.url) });
}
