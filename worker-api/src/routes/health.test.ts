import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { app } from "../app.js";

describe("GET /api/health", () => {
  it("reports D1, R2 and the JobRunner namespace as live", async () => {
    const response = await exports.default.fetch(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      version: string;
      checks: Record<string, { ok: boolean }>;
    };
    expect(body.status).toBe("ok");
    expect(body.version).toBe(env.APP_VERSION);
    expect(body.checks.d1?.ok).toBe(true);
    expect(body.checks.r2?.ok).toBe(true);
    expect(body.checks.durableObjects?.ok).toBe(true);
  });

  it("leaves no probe object behind in R2", async () => {
    await exports.default.fetch(new Request("http://localhost/api/health"));
    const listed = await env.BUCKET.list({ prefix: "health/" });
    expect(listed.objects).toHaveLength(0);
  });

  it("answers 503 with a generic message when a check fails, and logs the real error", async () => {
    const secret = "connect ECONNREFUSED 10.0.0.7:5432 (user admin)";
    const brokenBucket = {
      put: () => Promise.reject(new Error(secret)),
      delete: () => Promise.resolve(),
    } as unknown as R2Bucket;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request("http://localhost/api/health"),
        { ...env, BUCKET: brokenBucket },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).not.toContain("ECONNREFUSED");
      const body = JSON.parse(text) as { status: string; checks: Record<string, { ok: boolean; error?: string }> };
      expect(body.status).toBe("degraded");
      expect(body.checks.d1?.ok).toBe(true);
      expect(body.checks.r2).toMatchObject({ ok: false, error: "R2 check failed" });
      expect(logged.mock.calls.some((call) => call.some((part) => String(part).includes(secret)))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it("answers unknown API paths with the JSON error envelope, never the SPA", async () => {
    const response = await exports.default.fetch(new Request("http://localhost/api/nope"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("has the users and sessions tables from the first migration", async () => {
    const tables = await env.DB.prepare("select name from sqlite_master where type = 'table'").all<{ name: string }>();
    const names = tables.results.map((row) => row.name);
    expect(names).toContain("users");
    expect(names).toContain("sessions");
  });
});
