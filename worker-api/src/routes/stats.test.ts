import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, createProject, signIn } from "../../../tests/workers/helpers.js";
import { Client, png, zip } from "../../../tests/workers/jobs-helpers.js";
import { CANCELLED_REASON } from "../services/jobs-engine/cancelled.js";
import { deleteJobRow } from "../storage/jobs.js";

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

  it("leaves a job its owner cancelled out of the failures, now and after its row is deleted", async () => {
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const guest = `stats-test-${crypto.randomUUID()}`;
    const insert = async (error: string) => {
      const id = crypto.randomUUID();
      await env.DB.prepare(
        "insert into jobs (id, guest_id, file_name, kind, status, error, created_at, updated_at, expires_at) values (?, ?, 'p.zip', 'resourcepack', 'failed', ?, ?, ?, ?)",
      )
        .bind(id, guest, error, now, now, later)
        .run();
      return id;
    };
    const before = await callJson<Stats>("/api/stats/global");
    // The runner stores a cancel as failed with this reason (job-runner's cancel).
    const cancelled = await insert(CANCELLED_REASON);
    const broken = await insert("pack.zip is not a readable ZIP archive");
    const after = await callJson<Stats>("/api/stats/global");
    expect(after.body.counts.jobsFailed).toBe((before.body.counts.jobsFailed ?? 0) + 1);

    const retiredFailed = async () =>
      (await env.DB.prepare("select jobs_failed as n from retired_totals where id = 1").first<{ n: number }>())?.n ?? 0;
    const retiredBefore = await retiredFailed();
    await deleteJobRow(env.DB, cancelled);
    expect(await retiredFailed()).toBe(retiredBefore);
    await deleteJobRow(env.DB, broken);
    expect(await retiredFailed()).toBe(retiredBefore + 1);
    expect((await callJson<Stats>("/api/stats/global")).body.counts.jobsFailed).toBe(after.body.counts.jobsFailed);
  });
});

/** A pack of `count` block textures, each converted into a normal and a specular map. */
async function packOf(count: number): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {
    "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"stats"}}'),
  };
  for (let i = 0; i < count; i++) {
    files[`assets/minecraft/textures/block/stone_${i}.png`] = await png(16, 16, [40 + i * 10, 120, 120, 255]);
  }
  return zip(files);
}

const texturesProcessed = (stats: Stats) => stats.stats.find((stat) => stat.label === "Textures Processed")?.value;

/** Runs the conversion; answers the job's status counts. */
async function convert(
  client: Client,
  form: FormData,
): Promise<{ imagesProcessed: number; texturesGenerated: number }> {
  const upload = await client.json<{ jobId: string }>("/api/upload", { method: "POST", body: form });
  expect(upload.status).toBe(201);
  expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
  const status = await client.json<{ imagesProcessed: number; texturesGenerated: number }>(
    `/api/jobs/${upload.body.jobId}/status`,
  );
  return status.body;
}

describe("textures processed by jobs in the global stats", () => {
  it("counts the textures of a converted resource pack, not the two maps each one gets", async () => {
    const before = await callJson<Stats>("/api/stats/global");
    const form = new FormData();
    form.append("file", new File([await packOf(12)], "many.zip"));
    const status = await convert(new Client(), form);
    expect(status).toMatchObject({ imagesProcessed: 12, texturesGenerated: 24 });

    const after = await callJson<Stats>("/api/stats/global");
    const { jobTextures = 0, projectTextures = 0 } = after.body.counts;
    expect(jobTextures - (before.body.counts.jobTextures ?? 0)).toBe(12);
    expect(texturesProcessed(after.body)).toBe((jobTextures + projectTextures).toLocaleString("en-US"));
  });

  it("counts a job into a project once: its files in the project are not counted again", async () => {
    const owner = await signIn("stats-project");
    const projectId = await createProject(owner);
    const before = await callJson<Stats>("/api/stats/global");
    const form = new FormData();
    form.append("file", new File([await packOf(3)], "into-project.zip"));
    form.append("projectId", String(projectId));
    await convert(new Client().withCookie(owner.cookie), form);
    // The project now holds the three textures, their six maps and the pack's pack.mcmeta: 3 textures processed.
    const files = await env.DB.prepare("select count(*) as n from project_files where project_id = ?")
      .bind(projectId)
      .first<{ n: number }>();
    expect(files?.n).toBe(10);

    const after = await callJson<Stats>("/api/stats/global");
    const total = (stats: Stats) => (stats.counts.jobTextures ?? 0) + (stats.counts.projectTextures ?? 0);
    expect(total(after.body) - total(before.body)).toBe(3);
  });
});

describe("deleted rows in the global stats", () => {
  it("keeps counting a deleted job and a deleted project's hand-added files: the totals never shrink", async () => {
    const owner = await signIn("stats-retired");
    const projectId = await createProject(owner);
    const form = new FormData();
    form.append("file", new File([await packOf(2)], "short-lived.zip"));
    const client = new Client().withCookie(owner.cookie);
    const upload = await client.json<{ jobId: string }>("/api/upload", { method: "POST", body: form });
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const added = new FormData();
    added.append("file", new File([await png(16, 16, [90, 90, 90, 255])], "stone.png"));
    added.append("path", "assets/minecraft/textures/block/stone.png");
    expect((await call(`/api/projects/${projectId}/files`, { as: owner, form: added })).status).toBe(201);
    const before = await callJson<Stats>("/api/stats/global");
    const retiredRow = () =>
      env.DB.prepare("select * from retired_totals where id = 1").first<Record<string, number>>();
    const retiredBefore = await retiredRow();

    // The owner deletes the job (its row goes, as at expiry) and then the whole project.
    expect((await call(`/api/jobs/${upload.body.jobId}`, { method: "DELETE", as: owner })).status).toBe(204);
    const gone = await env.DB.prepare("select count(*) as n from jobs where id = ?")
      .bind(upload.body.jobId)
      .first<{ n: number }>();
    expect(gone?.n).toBe(0);
    expect((await call(`/api/projects/${projectId}`, { method: "DELETE", as: owner })).status).toBe(200);

    const after = await callJson<Stats>("/api/stats/global");
    for (const key of ["jobsCompleted", "packsConverted", "jobTextures", "projectTextures"]) {
      expect(after.body.counts[key], key).toBeGreaterThanOrEqual(before.body.counts[key] ?? 0);
    }
    const retired = await retiredRow();
    // The job's two textures (not their four maps) and the project's one hand-added file.
    expect((retired?.job_textures ?? 0) - (retiredBefore?.job_textures ?? 0)).toBe(2);
    expect(retired?.packs_converted).toBeGreaterThanOrEqual(1);
    expect(retired?.project_textures).toBeGreaterThanOrEqual(1);
  });
});
