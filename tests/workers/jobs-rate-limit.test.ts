import { describe, expect, it } from "vitest";
import { limits } from "../../worker-api/src/middleware/rate-limit.js";
import { call, signIn, type TestUser } from "./helpers.js";
import { callsBeforeLimited, freshAddress } from "./rate-limits.js";

/**
 * Each request below is refused just after the limiter (a JSON body where a form is wanted, an unknown
 * job), so it spends budget without creating a job.
 */
const jobRequests = {
  upload: ["/api/upload", 400],
  chunkedUpload: ["/api/uploads", 400],
  batch: ["/api/jobs", 400],
  retry: [`/api/jobs/${crypto.randomUUID()}/retry`, 404],
} as const;

const send = (path: string, as: TestUser | null, ip: string) =>
  call(path, { as, json: {}, headers: { "CF-Connecting-IP": ip } });

describe("job creation rate limits", () => {
  it("answers every way of starting a job with 429 once a signed-in user's budget is spent", async () => {
    const ip = freshAddress();
    const [busy, neighbour] = [await signIn("jobs-busy"), await signIn("jobs-neighbour")];
    const [path, status] = jobRequests.upload;
    expect(await callsBeforeLimited(() => send(path, busy, ip), limits.jobs, status)).toBeGreaterThanOrEqual(
      limits.jobs.limit,
    );
    for (const [other] of Object.values(jobRequests)) {
      expect((await send(other, busy, freshAddress())).status, other).toBe(429);
    }
    // Same address, another person: a budget of their own; validation is counted apart from jobs.
    for (const [other, otherStatus] of Object.values(jobRequests)) {
      expect((await send(other, neighbour, ip)).status, other).toBe(otherStatus);
    }
    expect((await send("/api/validate", busy, ip)).status).toBe(400);
  });

  it("counts guests per address, before reading the upload", async () => {
    const ip = freshAddress();
    const [path, status] = jobRequests.chunkedUpload;
    expect(await callsBeforeLimited(() => send(path, null, ip), limits.jobs, status)).toBeGreaterThanOrEqual(
      limits.jobs.limit,
    );
    const form = new FormData();
    form.set("file", new File([new Uint8Array(1024)], "pack.zip", { type: "application/zip" }));
    const refused = await call("/api/upload", { form, headers: { "CF-Connecting-IP": ip } });
    expect(refused.status).toBe(429);
    let other = freshAddress();
    while (other === ip) other = freshAddress();
    expect((await send(path, null, other)).status).toBe(status);
  });

  it("limits validation on a budget of its own, large enough for a sequence's frames", async () => {
    const ip = freshAddress();
    const user = await signIn("validate-busy");
    const passed = await callsBeforeLimited(() => send("/api/validate", user, ip), limits.validations, 400);
    expect(passed).toBeGreaterThanOrEqual(limits.validations.limit);
    expect((await send(jobRequests.upload[0], user, ip)).status).toBe(400);
  });
});
