import { expect } from "vitest";
import type { RateLimitRule } from "../../worker-api/src/middleware/rate-limit.js";

/** A fresh client address, so a test's guests share no budget with other tests. */
export const freshAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/** What a test does once a budget is spent (the follow-up requests it expects refused) fits in this. */
const FOLLOW_UP_SECONDS = 15;

/**
 * Waits, when the rule's fixed window is about to end, for the next one to begin: a budget spent just
 * before the boundary is whole again a moment later, and the follow-ups expecting 429 then pass (the
 * project's CI saw a 400 there).
 */
export async function awaitRoomInWindow(rule: RateLimitRule): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  const needed = Math.min(windowMs / 2, (FOLLOW_UP_SECONDS + rule.limit / 10) * 1000);
  if (left < needed) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Sends until the limiter answers 429 and returns how many requests passed before it; each passing one
 * must answer `passStatus` (a request refused just after the limiter spends budget and nothing else).
 * It starts early enough in a window for the caller's follow-ups to land in the same one; on a slow
 * machine the window may still roll over mid-loop, so up to twice the limit may pass.
 */
export async function callsBeforeLimited(
  send: () => Promise<Response>,
  rule: RateLimitRule,
  passStatus: number,
): Promise<number> {
  await awaitRoomInWindow(rule);
  for (let passed = 0; passed <= 2 * rule.limit; passed++) {
    const response = await send();
    if (response.status === 429) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({ error: { code: "rate_limited" } });
      return passed;
    }
    expect(response.status).toBe(passStatus);
  }
  throw new Error("the route was never rate limited");
}
