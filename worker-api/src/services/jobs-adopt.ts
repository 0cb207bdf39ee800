import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { AppEnv } from "../env.js";
import { sha256Hex } from "../lib/crypto.js";
import { assignJobsToUser, guestJobs } from "../storage/jobs.js";
import { assignUploadSessionsToUser } from "../storage/jobs-uploads.js";
import { jobRunner } from "./jobs.js";
import { GUEST_COOKIE, isGuestToken, jobExpiry } from "./jobs-owner.js";
import { isSecureOrigin } from "./session.js";

/**
 * Hands the jobs and unfinished uploads of this browser's guest cookie to the user who just signed
 * in, so a pack converted before signing in is still in the queue afterwards. Adopted jobs get the
 * account's retention (counted from when each was made, never shorter than before); the guest
 * cookie is dropped. Answers how many jobs moved.
 */
export async function adoptGuestJobs(c: Context<AppEnv>, userId: number): Promise<number> {
  const token = getCookie(c, GUEST_COOKIE);
  if (!token) return 0;
  deleteCookie(c, GUEST_COOKIE, { path: "/", secure: isSecureOrigin(c.req.url) });
  if (!isGuestToken(token)) return 0;
  const guestId = await sha256Hex(`guest:${token}`);
  const owner = { userId, guestId: null };
  const adopted = (await guestJobs(c.env.DB, guestId)).map((job) => {
    const accountExpiry = Date.parse(jobExpiry(owner, c.env, Date.parse(job.createdAt)));
    return { id: job.id, expiresAt: new Date(Math.max(accountExpiry, Date.parse(job.expiresAt))).toISOString() };
  });
  // The runner's own clean-up alarm first: a job must never be swept at the guest's earlier expiry.
  await Promise.all(adopted.map((job) => jobRunner(c.env, job.id).extendExpiry(job.expiresAt)));
  await assignJobsToUser(c.env.DB, userId, adopted);
  await assignUploadSessionsToUser(c.env.DB, guestId, userId);
  return adopted.length;
}
