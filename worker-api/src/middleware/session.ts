import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionUser } from "../db/users.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { resolveSession } from "../services/session.js";

/** Loads the signed-in user (or null) into `c.var.user`. */
export const loadUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", await resolveSession(c));
  await next();
});

/** Rejects guests with 401, on the routes that keep something of the user (projects, presets, favourites, library…); docs/architecture.md lists them. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) c.set("user", await resolveSession(c));
  if (!c.get("user")) throw new ApiError(401, "unauthorized", "Sign in to continue");
  await next();
});

/** The signed-in user inside a handler behind `requireUser`. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthorized", "Sign in to continue");
  return user;
}
