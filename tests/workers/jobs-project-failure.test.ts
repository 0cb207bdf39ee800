import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { giveUpAttaching } from "../../worker-api/src/services/jobs-engine/engine.js";
import { JobStore } from "../../worker-api/src/services/jobs-engine/job-store.js";
import type { JobPacing } from "../../worker-api/src/services/jobs-engine/types.js";
import { driveJob, jobRunner, startHandSteppedJob } from "./hand-stepped-job.js";
import { signIn } from "./helpers.js";
import { Client, png, projectOf, smallPack, zip } from "./jobs-helpers.js";

// A job converting into a project changes the project only once it has succeeded: its files are
// staged under the job's own prefix until then, so a job that fails or is cancelled leaves the
// project exactly as it was, and a file it would have replaced keeps its old bytes.

const STONE = "assets/minecraft/textures/block/stone.png";

/** Small batches and attach steps, so a job takes several steps of each. */
const manual: JobPacing = {
  budget: { maxEntries: 2, maxTextures: 1, maxReadBytes: 1, maxMillis: 60_000 },
  attachFiles: 2,
  stepDelayMs: 3_600_000,
};

function addFile(client: Client, projectId: number, bytes: Uint8Array, name: string, path?: string) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type: "image/png" }));
  if (path) form.append("path", path);
  return client.json<{ path: string }>(`/api/projects/${projectId}/files`, { method: "POST", body: form });
}

/** Everything of the project a job could change: rows, issues, activity and R2 objects with their bytes. */
async function snapshot(client: Client, projectId: number) {
  const list = (await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects;
  const objects = await Promise.all(
    list.map(async ({ key }) => {
      const object = await env.BUCKET.get(key);
      return [key, object ? [...new Uint8Array(await object.arrayBuffer())].join(",") : null];
    }),
  );
  const rows = await env.DB.prepare(
    "select path, r2_key, size, status, validation_score from project_files where project_id = ? order by path",
  )
    .bind(projectId)
    .all();
  return {
    files: (await client.json(`/api/projects/${projectId}/files`)).body,
    issues: (await client.json(`/api/projects/${projectId}/issues`)).body,
    activity: (await client.json(`/api/projects/${projectId}/activity`)).body,
    rows: rows.results,
    objects: objects.sort(),
  };
}

async function stagedObjects(jobId: string): Promise<string[]> {
  return (await env.BUCKET.list({ prefix: `jobs/${jobId}/staged/` })).objects.map((object) => object.key);
}

/** A PNG with a valid signature and 16x16 IHDR, then an IDAT chunk that runs past the end of the file. */
async function corruptPng(): Promise<Uint8Array> {
  const valid = await png(16, 16, [90, 90, 90, 255]);
  const broken = new Uint8Array(33 + 8 + 20);
  broken.set(valid.subarray(0, 33));
  new DataView(broken.buffer).setUint32(33, 1000);
  broken.set(new TextEncoder().encode("IDAT"), 37);
  return broken;
}

describe("a conversion into a project that fails", () => {
  it("leaves the project's files, issues, activity and objects as they were, even at the same path", async () => {
    const user = await signIn("failing");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const before = await addFile(client, projectId, await png(16, 18, [10, 200, 30, 255]), "c.png");
    expect(before.status).toBe(201);
    const expected = await snapshot(client, projectId);

    const form = new FormData();
    form.append("file", new File([await corruptPng()], "c.png"));
    form.append("projectId", String(projectId));
    const upload = await client.json<{ jobId: string }>("/api/upload", { method: "POST", body: form });
    expect(upload.status).toBe(201);
    const job = await client.waitForJob(upload.body.jobId);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/runs past the end of the file/);

    expect(await snapshot(client, projectId)).toEqual(expected);
    expect(await stagedObjects(upload.body.jobId)).toEqual([]);
  });
});

describe("a conversion into a project that is cancelled", () => {
  it("leaves the project as it was, though batches had converted files for it", async () => {
    const user = await signIn("cancelling");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    expect((await addFile(client, projectId, await png(16, 16, [1, 2, 3, 255]), "stone.png", STONE)).status).toBe(201);
    const expected = await snapshot(client, projectId);

    const id = await startHandSteppedJob({ input: zip(await smallPack()), pacing: manual, projectId, userId: user.id });
    await runDurableObjectAlarm(jobRunner(id)); // plan
    for (let step = 0; step < 3; step++) await runDurableObjectAlarm(jobRunner(id));
    expect((await jobRunner(id).state())?.phase).toBe("entries");
    expect((await stagedObjects(id)).length).toBeGreaterThan(0);
    expect(await snapshot(client, projectId)).toEqual(expected);

    expect(await jobRunner(id).cancel()).toMatchObject({ status: "failed" });
    expect(await snapshot(client, projectId)).toEqual(expected);
    expect(await stagedObjects(id)).toEqual([]);
  });

  it("cannot be cancelled once it is adding its files: it completes with all of them", async () => {
    const user = await signIn("attaching");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    expect((await addFile(client, projectId, await png(16, 16, [1, 2, 3, 255]), "stone.png", STONE)).status).toBe(201);
    const oldKey = await env.DB.prepare("select r2_key from project_files where project_id = ? and path = ?")
      .bind(projectId, STONE)
      .first<string>("r2_key");

    const id = await startHandSteppedJob({ input: zip(await smallPack()), pacing: manual, projectId, userId: user.id });
    let steps = 0;
    while ((await jobRunner(id).state())?.phase !== "attach") {
      await runDurableObjectAlarm(jobRunner(id));
      expect(++steps).toBeLessThan(50);
    }
    await runDurableObjectAlarm(jobRunner(id)); // a first slice is in the project
    expect((await jobRunner(id).state())?.status).toBe("processing");
    expect(await jobRunner(id).cancel()).toEqual({ refused: expect.stringMatching(/adding its files to the project/) });

    const { status, steps: attachSteps } = await driveJob(id);
    expect(status).toBe("completed");
    expect(attachSteps).toBeGreaterThan(1);
    const rows = await env.DB.prepare("select path, r2_key from project_files where project_id = ?")
      .bind(projectId)
      .all<{ path: string; r2_key: string }>();
    const paths = rows.results.map((row) => row.path);
    expect(paths).toContain(STONE);
    expect(paths).toContain("assets/minecraft/textures/block/stone_n.png");
    expect(paths).toContain("assets/minecraft/textures/block/lava_s.png");
    expect(paths).toContain("pack.mcmeta");
    // The replaced file's object went; every row's object is there; the staged copies are gone.
    const objects = (await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects.map((object) => object.key);
    expect(objects).not.toContain(oldKey);
    expect(objects.sort()).toEqual(rows.results.map((row) => row.r2_key).sort());
    expect(await stagedObjects(id)).toEqual([]);
    const activity = (await client.json<{ kind: string; detail: string }[]>(`/api/projects/${projectId}/activity`))
      .body;
    expect(
      activity.some((entry) => entry.kind === "files_added" && entry.detail.startsWith("Converted pack.zip")),
    ).toBe(true);
  });

  it("completes when adding its files fails for good, counting the rest as left out of the project", async () => {
    const user = await signIn("giving-up");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const id = await startHandSteppedJob({ input: zip(await smallPack()), pacing: manual, projectId, userId: user.id });
    while ((await jobRunner(id).state())?.phase !== "attach") await runDurableObjectAlarm(jobRunner(id));
    await runDurableObjectAlarm(jobRunner(id)); // 2 files attached
    const left = await runInDurableObject(jobRunner(id), (_instance, state) => {
      const store = new JobStore(state.storage.sql, (fn) => state.storage.transactionSync(fn));
      const job = store.job();
      if (!job) throw new Error("no job");
      const missing = store.stagedCount(job.attachedThrough);
      expect(giveUpAttaching(store, job, "storage is down")).toBe("done");
      return { missing, job: store.job(), log: store.logs().map((line) => line.message) };
    });
    expect(left.missing).toBeGreaterThan(0);
    expect(left.job?.status).toBe("completed");
    expect(left.job?.leftOutOfProject).toBe(left.missing);
    expect(left.log).toContain(`${left.missing} files could not be added to the project (storage is down)`);
    expect((await projectFilePathsOf(projectId)).length).toBe(2);
  });
});

async function projectFilePathsOf(projectId: number): Promise<string[]> {
  const rows = await env.DB.prepare("select path from project_files where project_id = ?")
    .bind(projectId)
    .all<{ path: string }>();
  return rows.results.map((row) => row.path);
}
