import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { callJson, createProject, shareProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { insertJob, updateJobIndex } from "../storage/jobs.js";

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  owner = await signIn("owner");
  member = await signIn("member");
  stranger = await signIn("stranger");
});

async function job(
  user: TestUser,
  projectId: number | null,
  id: string,
  status: "pending" | "processing" | "completed",
) {
  const createdAt = new Date(Date.UTC(2026, 10, 24, 12, 0, id.length)).toISOString();
  await insertJob(env.DB, {
    id,
    owner: { userId: user.id, guestId: null },
    projectId,
    fileName: `${id}.png`,
    kind: "single",
    createdAt,
    expiresAt: "2099-01-01T00:00:00.000Z",
  });
  if (status !== "pending") {
    await updateJobIndex(env.DB, id, {
      status,
      progress: status === "completed" ? 100 : 40,
      error: null,
      outputSize: null,
      texturesGenerated: 0,
      imagesProcessed: 0,
    });
  }
}

describe("GET /api/projects/:id/jobs", () => {
  it("lists every member's running conversions into the project with who started them", async () => {
    const id = await createProject(owner, "Shared work");
    await shareProject(owner, id, member, "view");
    await job(owner, id, "own-running", "processing");
    await job(member, id, "member-waiting-job", "pending");
    await job(member, id, "member-done", "completed");
    await job(member, null, "elsewhere", "processing");

    for (const user of [owner, member]) {
      const listed = await callJson<{ jobs: { id: string; status: string; progress: number; startedBy: string }[] }>(
        `/api/projects/${id}/jobs`,
        { as: user },
      );
      expect(listed.status).toBe(200);
      expect(listed.body.jobs).toEqual([
        expect.objectContaining({ id: "member-waiting-job", status: "pending", startedBy: member.username }),
        expect.objectContaining({ id: "own-running", status: "processing", progress: 40, startedBy: owner.username }),
      ]);
    }
    const hidden = await callJson<{ error: { code: string } }>(`/api/projects/${id}/jobs`, { as: stranger });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe("project_not_found");
  });
});
