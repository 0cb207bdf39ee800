import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.js";

/**
 * Headers on every API answer: no MIME sniffing, no framing, no referrer to other sites, and a policy
 * that lets nothing run if a stored file (a library image, a project texture) is opened as a page.
 * The app's pages get theirs from `frontend/public/_headers`.
 * Answers carry a user's projects, sessions and files, so nothing may keep a copy unless the route says
 * it may (avatars, project textures, library images set their own `Cache-Control`).
 */
export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; sandbox");
  }
});
