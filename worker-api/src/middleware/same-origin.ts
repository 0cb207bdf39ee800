import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard: a state-changing request must prove it comes from our own pages. Browsers always send
 * `Origin` on cross-site POST/PATCH/DELETE, and `Sec-Fetch-Site` on every request, so a request with
 * neither (or a foreign one) is refused. The session cookie is SameSite=Lax as a second layer.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!safeMethods.has(c.req.method)) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const ours = new URL(c.req.url).origin;
    const allowed = origin ? origin === ours : site === "same-origin";
    if (!allowed) {
      throw new ApiError(403, "csrf_rejected", "This request must come from the Greenhouse site itself");
    }
  }
  await next();
});
