import { generateCodeVerifier, generateState } from "arctic";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { deleteStaleRateLimits } from "../db/rate-limits.js";
import { deleteExpiredSessions } from "../db/sessions.js";
import { replaceUserGuilds, upsertUser } from "../db/users.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { currentUser, requireUser } from "../middleware/session.js";
import { fetchDiscordGuildIds, fetchDiscordProfile } from "../services/discord-api.js";
import { discordOAuth } from "../services/discord-oauth.js";
import { adoptGuestJobs } from "../services/jobs-adopt.js";
import { cookieOptions, endSession, isSecureOrigin, startSession } from "../services/session.js";

const OAUTH_COOKIE = "gh_oauth";
const OAUTH_COOKIE_PATH = "/api/auth";
const OAUTH_COOKIE_SECONDS = 600;
const CALLBACK_PATH = "/api/auth/discord/callback";

/**
 * Sign-in failures go back to the home page with a sentence the UI shows as it is (a toast, the
 * frontend's `useAuthErrorToast`), never a 500: words a person can act on, no OAuth terms.
 */
const failTo = (c: Context<AppEnv>, message: string) => c.redirect(`/?authError=${encodeURIComponent(message)}`, 302);

/**
 * Sign-in is a browser navigation, so its rate limit answers like its other failures: back home with a
 * sentence (and Retry-After), not a page of raw 429 JSON.
 */
const signInRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await rateLimit(limits.signIn)(c, next);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const seconds = Number(error.headers?.["Retry-After"] ?? 60);
    const response = failTo(
      c,
      `Too many sign-in attempts from this connection; please wait ${seconds === 1 ? "a second" : `${seconds} seconds`} and try again`,
    );
    response.headers.set("Retry-After", String(seconds));
    return response;
  }
});

const redirectUri = (c: Context<AppEnv>) => new URL(CALLBACK_PATH, c.req.url).toString();

/** Starts the OAuth dance: state + PKCE verifier in a short-lived HttpOnly cookie, then off to Discord. */
async function startSignIn(c: Context<AppEnv>) {
  let oauth: ReturnType<typeof discordOAuth>;
  try {
    oauth = discordOAuth(c.env, redirectUri(c));
  } catch (error) {
    if (error instanceof ApiError) {
      // The person reads the message; whoever runs the server needs to know what to set.
      console.warn("Sign-in is off: set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET");
      return failTo(c, error.message);
    }
    throw error;
  }
  const state = generateState();
  const verifier = generateCodeVerifier();
  setCookie(c, OAUTH_COOKIE, `${state}.${verifier}`, cookieOptions(c, OAUTH_COOKIE_SECONDS, OAUTH_COOKIE_PATH));
  const url = oauth.authorizationUrl(state, verifier);
  // The stand-in approves a named test identity without its page, so scripts can sign in.
  const hint = c.req.query("login_hint");
  if (oauth.local && hint && /^[\w-]{1,40}$/.test(hint)) url.searchParams.set("login_hint", hint);
  return c.redirect(url.toString(), 302);
}

async function finishSignIn(c: Context<AppEnv>) {
  const stored = getCookie(c, OAUTH_COOKIE) ?? "";
  deleteCookie(c, OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH, secure: isSecureOrigin(c.req.url) });
  const denied = c.req.query("error");
  if (denied) {
    return failTo(
      c,
      denied === "access_denied"
        ? "Sign-in was cancelled on Discord"
        : "Discord could not complete the sign-in; please try again",
    );
  }
  const [expectedState, verifier] = stored.split(".");
  const state = c.req.query("state");
  const code = c.req.query("code");
  if (!expectedState || !verifier || !state || state !== expectedState || !code) {
    return failTo(c, "Your sign-in expired or was started in another tab; please try again");
  }
  let accessToken: string;
  let oauth: ReturnType<typeof discordOAuth>;
  try {
    oauth = discordOAuth(c.env, redirectUri(c));
    accessToken = await oauth.exchangeCode(code, verifier);
  } catch (error) {
    // Never log the code or tokens; the error class says enough.
    console.warn("Discord code exchange failed:", error instanceof Error ? error.constructor.name : "unknown");
    return failTo(c, "Discord did not accept the sign-in, or could not be reached; please try again");
  }
  let profile: Awaited<ReturnType<typeof fetchDiscordProfile>>;
  let guildIds: string[];
  try {
    [profile, guildIds] = await Promise.all([
      fetchDiscordProfile(oauth.apiBase, accessToken),
      fetchDiscordGuildIds(oauth.apiBase, accessToken),
    ]);
  } catch (error) {
    console.warn("Reading the Discord profile failed:", error instanceof Error ? error.message : "unknown");
    return failTo(c, "Could not read your Discord profile; please try again");
  }
  const user = await upsertUser(c.env.DB, profile);
  await replaceUserGuilds(c.env.DB, user.id, guildIds);
  await startSession(c, user.id);
  await adoptGuestJobs(c, user.id);
  // Sign-ins are rare enough to carry the housekeeping of expired sessions and old rate counters.
  await Promise.all([deleteExpiredSessions(c.env.DB), deleteStaleRateLimits(c.env.DB)]);
  return c.redirect("/", 302);
}

export const authRoutes = new Hono<AppEnv>()
  .get("/discord", signInRateLimit, startSignIn)
  .get("/discord/callback", finishSignIn)
  .get("/user", requireUser, (c) => {
    const { id, username, discordId, avatar, discriminator } = currentUser(c);
    return c.json({ id, username, discordId, avatar, discriminator });
  })
  // A browser navigation (GET) per the spec, and POST for fetch callers; both end the session.
  .get("/logout", async (c) => {
    // Another site could sign users out with a link or an image (the Lax cookie goes along on a
    // top-level GET), so a cross-site or sibling-site request only redirects. Our Log out item is
    // same-origin, a typed or bookmarked address "none", and clients without the header are let through.
    const site = c.req.header("sec-fetch-site");
    if (site !== "cross-site" && site !== "same-site") await endSession(c);
    return c.redirect("/", 302);
  })
  .post("/logout", sameOrigin, async (c) => {
    await endSession(c);
    return c.json({ ok: true });
  });

/** `/api/login` is the spec's second entry point to the same sign-in. */
export const loginRoutes = new Hono<AppEnv>().get("/", signInRateLimit, startSignIn);
