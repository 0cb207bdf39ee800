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
