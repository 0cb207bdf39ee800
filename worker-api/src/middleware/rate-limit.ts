import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { hitRateLimit } from "../db/rate-limits.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";

export interface RateLimitRule {
  /** Names the bucket, e.g. "sign-in". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Who is counted: the signed-in user when there is one, otherwise the client address. The user is only
 * known when `loadUser` or `requireUser` ran first; a router without either counts everyone per address.
 */
function clientKey(c: Context<AppEnv>): string {
  const user = c.get("user");
  if (user) return `user:${user.id}`;
  return `ip:${c.req.header("cf-connecting-ip") ?? c.req.header("x-forwarded-for") ?? "local"}`;
}

/** Answers 429 with Retry-After once a client exceeds `limit` requests per window. */
export const rateLimit = (rule: RateLimitRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { count, resetAt } = await hitRateLimit(c.env.DB, `${rule.name}:${clientKey(c)}`, rule.windowSeconds);
    if (count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new ApiError(429, "rate_limited", "Too many requests, please wait a moment and try again", undefined, {
        "Retry-After": String(retryAfter),
      });
    }
    await next();
  });

export const limits = {
  signIn: { name: "sign-in", limit: 20, windowSeconds: 60 },
  invites: { name: "invites", limit: 30, windowSeconds: 60 },
  joins: { name: "joins", limit: 30, windowSeconds: 60 },
  uploads: { name: "library-uploads", limit: 30, windowSeconds: 60 },
  /** Every AI call reaches another machine or spends CPU on pixels: one generous, bounded share for all. */
  ai: { name: "ai", limit: 60, windowSeconds: 60 },
  /**
   * Every conversion job (single upload, chunked upload, batch, retry) costs seconds of Durable Object
   * CPU and R2 writes; a person clicks Generate a few times a minute, a script thousands.
   */
  jobs: { name: "jobs", limit: 30, windowSeconds: 60 },
  /** Validation stores nothing but reads the whole file; a sequence validates each frame in turn. */
  validations: { name: "validations", limit: 240, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;
