import { describe, expect, it } from "vitest";
import { call, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import {
  freshAddress as address,
  callsBeforeLimited as callsBeforeLimitedBy,
} from "../../../tests/workers/rate-limits.js";
import { limits } from "../middleware/rate-limit.js";

/** An empty prompt is refused (400) just after the limiter, so this spends budget without any AI call. */
const generate = (as: TestUser | null, ip: string) =>
  call("/api/ai/generate-texture", { as, json: { prompt: "" }, headers: { "CF-Connecting-IP": ip } });

const callsBeforeLimited = (as: TestUser | null, ip: string) =>
  callsBeforeLimitedBy(() => generate(as, ip), limits.ai, 400);

describe("AI rate limits", () => {
  it("answers generate-texture with 429 past the budget, counted per signed-in user", async () => {
    const ip = address();
    const [first, second] = [await signIn("ai-busy"), await signIn("ai-neighbour")];
    expect(await callsBeforeLimited(first, ip)).toBeGreaterThanOrEqual(limits.ai.limit);
    // Same address, another person: a budget of their own.
    expect((await generate(second, ip)).status).toBe(400);
    // The first person stays limited from another address, and on the other AI calls too.
    expect((await generate(first, address())).status).toBe(429);
    const upscale = await call("/api/ai/upscale", { as: first, json: {}, headers: { "CF-Connecting-IP": ip } });
    expect(upscale.status).toBe(429);
  });

  it("counts guests per address", async () => {
    const ip = address();
    expect(await callsBeforeLimited(null, ip)).toBeGreaterThanOrEqual(limits.ai.limit);
    let other = address();
    while (other === ip) other = address();
    expect((await generate(null, other)).status).toBe(400);
  });
});
