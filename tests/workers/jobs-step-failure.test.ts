import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { driveJob, jobRunner, startHandSteppedJob } from "./hand-stepped-job.js";
import { signIn } from "./helpers.js";
import { Client, projectOf, smallPack, zip } from "./jobs-helpers.js";

// A job's log, its error and its files list are shown to the person who started it (Growth Progress,
// GET /api/jobs/:id and /status). A step that throws something of the server's own (a D1 error
// quoting its constraint, drizzle's "Failed query: <sql> params: <values>", an R2 key) must reach the
// server's log, not theirs.

const SERVER_ERROR = "a server error (the details are in the server's log)";
const internals = /D1_ERROR|SQLITE|Failed query|params:|simulated outage|jobs\/[0-9a-f-]{36}\//;

afterEach(() => vi.restoreAllMocks());

describe("a job step that fails on the server's side", () => {
  it("tells the person a server error happened while the attach steps retry and give up, and logs the D1 error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await signIn("outage");
    const projectId = await projectOf(new Client().withCookie(user.cookie));
    // A real D1 refusal of every new project file, as an outage or a constraint would give.
    await env.DB.prepare(
      "create trigger refuse_project_files before insert on project_files begin select raise(abort, 'simulated outage'); end",
    ).run();
    try {
      const id = await startHandSteppedJob({ input: zip(await smallPack()), projectId, userId: user.id });
      expect((await driveJob(id)).status).toBe("completed");
      const status = await jobRunner(id).status();
      const problems = (status?.logs ?? []).filter((line) => line.level !== "info").map((line) => line.message);
      expect(problems).toContain(`A step failed (${SERVER_ERROR}); trying again (attempt 2)`);
      expect(problems.at(-1)).toMatch(/^\d+ files could not be added to the project \(/);
      expect(problems.at(-1)?.endsWith(`(${SERVER_ERROR})`)).toBe(true);
      for (const message of problems) expect(message).not.toMatch(internals);
      expect(JSON.stringify(await jobRunner(id).files())).not.toMatch(internals);
      // The operators still get the real error.
      expect(logged.mock.calls.some((call) => call.some((part) => String(part).includes("simulated outage")))).toBe(
        true,
      );
    } finally {
      await env.DB.prepare("drop trigger refuse_project_files").run();
    }
  });

  it("fails a job whose steps keep failing with the same words, not the storage error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const input = zip(await smallPack());
    const id = await startHandSteppedJob({ input });
    await runDurableObjectAlarm(jobRunner(id)); // plan
    // The input goes missing under the running job (an R2 outage, a sweep racing it).
    await env.BUCKET.delete(`jobs/${id}/input/pack.zip`);
    expect((await driveJob(id)).status).toBe("failed");
    const state = await jobRunner(id).state();
    expect(state?.error).toBe(`Conversion stopped after 4 failed attempts: ${SERVER_ERROR}`);
    const status = await jobRunner(id).status();
    for (const line of status?.logs ?? []) expect(line.message).not.toMatch(internals);
  });
});
