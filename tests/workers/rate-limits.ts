import { expect } from "vitest";

/** A fresh client address, so a test's guests share no budget with other tests. */
export const freshAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/**
 * Sends until the limiter answers 429 and returns how many requests passed before it; each passing one
 * must answer `passStatus` (a request refused just after the limiter spends budget and nothing else).
 * A fixed window may roll over once mid-loop, so up to twice the limit may pass.
 */
export async function callsBeforeLimited(
  send: () => Promise<Response>,
  limit: number,
  passStatus: number,
): Promise<number> {
  for (let passed = 0; passed <= 2 * limit; passed++) {
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
