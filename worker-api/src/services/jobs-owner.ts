import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env.js";
import { randomToken, sha256Hex } from "../lib/crypto.js";
import { ApiError } from "../lib/errors.js";
import type { JobOwner } from "../storage/jobs.js";
import { cookieOptions, resolveSession } from "./session.js";

/** Guests' jobs are tied to this anonymous cookie and expire with it, 24 hours after their last job. */
export const GUEST_COOKIE = "gh_guest";
export const GUEST_HOURS = 24;
/** Signed-in users keep converted packs this long unless JOB_RETENTION_HOURS says otherwise. */
export const DEFAULT_RETENTION_HOURS = 24 * 7;

/** A guest cookie's shape: 32 random bytes, base64url. */
export const isGuestToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The owner of the request's jobs: the signed-in user, else the guest cookie (only its SHA-256 is
 * stored, so the jobs table cannot be used to impersonate a guest). With `create`, a guest without a
 * cookie gets one; otherwise such a guest owns nothing and gets null.
 */
export async function jobOwner(c: Context<AppEnv>, create: boolean): Promise<JobOwner | null> {
  const user = c.get("user") ?? (await resolveSession(c));
  if (user) return { userId: user.id, guestId: null };
  let token = getCookie(c, GUEST_COOKIE);
  if (!token || !isGuestToken(token)) {
    if (!create) return null;
    token = randomToken(32);
  }
  // Each new job pushes the cookie out again, so it lives as long as the guest's newest job.
  if (create) setCookie(c, GUEST_COOKIE, token, cookieOptions(c, GUEST_HOURS * 3_600));
  return { userId: null, guestId: await sha256Hex(`guest:${token}`) };
}

/** Like `jobOwner(c, false)`, but a request without any identity has no jobs to see: 404 for one job. */
export async function requireJobOwner(c: Context<AppEnv>): Promise<JobOwner> {
  const owner = await jobOwner(c, false);
  if (!owner) throw new ApiError(404, "job_not_found", "Job not found");
  return owner;
}

/** When a job made now by `owner` expires. */
export function jobExpiry(owner: JobOwner, env: { JOB_RETENTION_HOURS?: string }, now = Date.now()): string {
  const configured = Number(env.JOB_RETENTION_HOURS);
  const userHours = Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_RETENTION_HOURS;
  const hours = owner.userId !== null ? userHours : GUEST_HOURS;
  return new Date(now + hours * 3_600_000).toISOString();
}
