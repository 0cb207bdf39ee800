import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { JobPacing } from "../../worker-api/src/services/jobs-engine/types.js";
import { insertJob } from "../../worker-api/src/storage/jobs.js";
import { driveJob, jobRunner, startHandSteppedJob } from "./hand-stepped-job.js";
import { createProject, shareProject, signIn, type TestUser } from "./helpers.js";
import { Client, smallPack, zip } from "./jobs-helpers.js";

// A job adding its converted files to its project (the attach phase) has succeeded: the API says it can
// no longer be cancelled, refuses Cancel and Delete with a 409, shows how many files are in, and a user
// who loses edit access part-way through gets the rest counted as left out, with the reason in the log.

/** Small batches and attach steps of two files, so a job takes several of each. */
const manual: JobPacing = {
  budget: { maxEntries: 2, maxTextures: 1, maxReadBytes: 1, maxMillis: 60_000 },
  attachFiles: 2,
  stepDelayMs: 3_600_000,
};

/** A hand-stepped job into the project, listed for `user` as one made through the upload route is. */
async function listedJob(user: TestUser, projectId: number): Promise<string> {
  const id = await startHandSteppedJob({ input: zip(await smallPack()), pacing: manual, projectId, userId: user.id });
  const now = new Date();
  await insertJob(env.DB, {
    id,
    owner: { userId: user.id, guestId: null },
    projectId,
    fileName: "pack.zip",
    kind: "resourcepack",
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
  });
  return id;
}

/** Steps the job until it adds its files to the project, then once more (one slice is in). */
async function stepIntoAttach(id: string): Promise<void> {
  let steps = 0;
  while ((await jobRunner(id).state())?.phase !== "attach") {
    await runDurableObjectAlarm(jobRunner(id));
    expect(++steps).toBeLessThan(50);
  }
  await runDurableObjectAlarm(jobRunner(id));
}

interface Listed {
  id: string;
  status: string;
  progress: number;
  cancellable: boolean;
}

describe("a job adding its files to the project", () => {
  it("is listed as no longer cancellable and refuses Cancel and Delete with a 409", async () => {
    const user = await signIn("attach-refusals");
    const client = new Client().withCookie(user.cookie);
    const projectId = await createProject(user);
    const id = await listedJob(user, projectId);

    await runDurableObjectAlarm(jobRunner(id)); // plan
    await runDurableObjectAlarm(jobRunner(id)); // a first batch
    const converting = (await client.json<Listed[]>("/api/jobs")).body.find((job) => job.id === id);
    expect(converting).toMatchObject({ status: "processing", cancellable: true });
    expect((await client.json<{ cancellable: boolean }>(`/api/jobs/${id}/status`)).body.cancellable).toBe(true);

    await stepIntoAttach(id);
    const attaching = (await client.json<Listed[]>("/api/jobs")).body.find((job) => job.id === id);
    expect(attaching).toMatchObject({ status: "processing", cancellable: false });
    expect(attaching?.progress).toBeGreaterThanOrEqual(98);
    expect((await client.json<Listed>(`/api/jobs/${id}`)).body.cancellable).toBe(false);
    const status = await client.json<{
      currentTask: string;
      cancellable: boolean;
      filesAdded: number;
      filesToAdd: number;
    }>(`/api/jobs/${id}/status`);
    expect(status.body).toMatchObject({ cancellable: false, filesAdded: 2 });
    expect(status.body.filesToAdd).toBeGreaterThan(2);
    expect(status.body.currentTask).toBe(`Adding the converted files to the project (2 of ${status.body.filesToAdd})`);

    const cancel = await client.json<{ error: { code: string; message: string } }>(`/api/jobs/${id}/cancel`, {
      method: "POST",
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toMatch(/adding its files to the project/);
    const removal = await client.json<{ error: { message: string } }>(`/api/jobs/${id}`, { method: "DELETE" });
    expect(removal.status).toBe(409);
    expect((await jobRunner(id).state())?.status).toBe("processing");

    expect((await driveJob(id)).status).toBe("completed");
    const done = (await client.json<Listed[]>("/api/jobs")).body.find((job) => job.id === id);
    expect(done).toMatchObject({ status: "completed", progress: 100, cancellable: false });
    expect((await client.fetch(`/api/jobs/${id}`, { method: "DELETE" })).status).toBe(204);
  });
});

describe("a member who loses edit access while the job adds its files", () => {
  for (const [lost, reason] of [
    ["made a viewer", "you can only view the project now"],
    ["removed", "the project was deleted, or you are no longer one of its members"],
  ] as const) {
    it(`counts the rest as left out of the project when ${lost}, with a warning saying why`, async () => {
      const owner = await signIn(`attach-owner-${lost}`);
      const member = await signIn(`attach-member-${lost}`);
      const projectId = await createProject(owner);
      await shareProject(owner, projectId, member, "edit");
      const id = await startHandSteppedJob({
        input: zip(await smallPack()),
        pacing: manual,
        projectId,
        userId: member.id,
      });
      await stepIntoAttach(id);
      expect(await projectFileCount(projectId)).toBe(2);

      const share = env.DB.prepare(
        lost === "removed"
          ? "delete from project_shares where project_id = ? and user_id = ?"
          : "update project_shares set permission = 'view' where project_id = ? and user_id = ?",
      );
      await share.bind(projectId, member.id).run();
      expect((await driveJob(id)).status).toBe("completed");

      const job = await jobRunner(id).state();
      const missing = job?.leftOutOfProject ?? 0;
      expect(missing).toBeGreaterThan(0);
      const status = await jobRunner(id).status();
      const warnings = status?.logs.filter((line) => line.level === "warning").map((line) => line.message);
      expect(warnings).toContain(`${missing} files could not be added to the project (${reason})`);
      expect(await projectFileCount(projectId)).toBe(2);
    });
  }
});

describe("a member made a viewer while the pack still converts", () => {
  it("counts the files converted since as left out, one warning per batch saying why", async () => {
    const owner = await signIn("convert-owner-demoted");
    const member = await signIn("convert-member-demoted");
    const projectId = await createProject(owner);
    await shareProject(owner, projectId, member, "edit");
    const id = await startHandSteppedJob({
      input: zip(await smallPack()),
      pacing: manual,
      projectId,
      userId: member.id,
    });
    await runDurableObjectAlarm(jobRunner(id)); // plan
    await env.DB.prepare("update project_shares set permission = 'view' where project_id = ? and user_id = ?")
      .bind(projectId, member.id)
      .run();
    expect((await driveJob(id)).status).toBe("completed");

    const missing = (await jobRunner(id).state())?.leftOutOfProject ?? 0;
    expect(missing).toBeGreaterThan(0);
    const warnings = ((await jobRunner(id).status())?.logs ?? [])
      .filter((line) => line.level === "warning")
      .map((line) => line.message);
    const counted = warnings.map((line) =>
      /^(\d+) files? could not be added to the project \(you can only view the project now\)$/.exec(line),
    );
    expect(counted.every((match) => match !== null)).toBe(true);
    expect(counted.reduce((sum, match) => sum + Number(match?.[1]), 0)).toBe(missing);
    expect(await projectFileCount(projectId)).toBe(0);
  });
});

async function projectFileCount(projectId: number): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from project_files where project_id = ?")
    .bind(projectId)
    .first<number>("n");
  return row ?? 0;
}
