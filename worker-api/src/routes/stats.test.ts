import { describe, expect, it } from "vitest";
import { call, callJson, createProject, signIn } from "../../../tests/workers/helpers.js";

type Stats = { stats: { label: string; value: string; description: string }[]; counts: Record<string, number> };

describe("GET /api/stats/global", () => {
  it("is public and counts real rows in the label/value/description shape", async () => {
    const before = await callJson<Stats>("/api/stats/global");
    expect(before.status).toBe(200);
    expect(before.body.stats.map((stat) => stat.label)).toEqual([
      "Textures Processed",
      "Packs Converted",
      "Creators",
      "Success Rate",
    ]);
    for (const stat of before.body.stats) expect(stat.description.length).toBeGreaterThan(0);

    const user = await signIn("counted");
    await createProject(user);
    const after = await callJson<Stats>("/api/stats/global");
    expect(after.body.counts.users).toBeGreaterThanOrEqual((before.body.counts.users ?? 0) + 1);
    expect(after.body.counts.projects).toBeGreaterThanOrEqual((before.body.counts.projects ?? 0) + 1);
    const creators = after.body.stats.find((stat) => stat.label === "Creators");
    expect(creators?.value).toBe((after.body.counts.users ?? 0).toLocaleString("en-US"));
  });

  it("is a GET only", async () => {
    expect((await call("/api/stats/global", { method: "POST" })).status).toBe(404);
  });
});

describe("job counts in the global stats", () => {
  it("counts completed resource packs and the success rate of finished jobs", async () => {
    const { env } = await import("cloudflare:workers");
    const before = await callJson<Stats>("/api/stats/global");
    const now = new Date().toISOString();
    // Far from expiry and owned by a guest of their own, so no job-engine sweep or listing sees them.
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const guest = `stats-test-${crypto.randomUUID()}`;
    const insert = (id: string, kind: string, status: string) =>
      env.DB.prepare(
        "insert into jobs (id, guest_id, file_name, kind, status, created_at, updated_at, expires_at) values (?, ?, 'p.zip', ?, ?, ?, ?, ?)",
      )
        .bind(id, guest, kind, status, now, now, later)
        .run();
    await insert(crypto.randomUUID(), "resourcepack", "completed");
    await insert(crypto.randomUUID(), "single", "completed");
    await insert(crypto.randomUUID(), "resourcepack", "failed");
    const after = await callJson<Stats>("/api/stats/global");
    expect(after.body.counts.packsConverted).toBeGreaterThanOrEqual((before.body.counts.packsConverted ?? 0) + 1);
    expect(after.body.counts.jobsFailed).toBeGreaterThanOrEqual((before.body.counts.jobsFailed ?? 0) + 1);
    const rate = after.body.stats.find((stat) => stat.label === "Success Rate")?.value ?? "";
    const { jobsCompleted = 0, jobsFailed = 0 } = after.body.counts;
    expect(rate).toBe(`${Math.round((jobsCompleted / (jobsCompleted + jobsFailed)) * 1000) / 10}%`);
  });
});
