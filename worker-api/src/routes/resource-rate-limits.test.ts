import { describe, expect, it } from "vitest";
import { call, createProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { callsBeforeLimited } from "../../../tests/workers/rate-limits.js";
import { limits } from "../middleware/rate-limit.js";

// The limits docs/architecture.md promises for invites (30/min) and uploads (30/min per user, project
// files and the library together). Each request is refused just after the limiter (400 or 415), so
// budget is spent without storing anything.

const notAnImage = () => {
  const form = new FormData();
  form.append("file", new File(["just text"], "notes.png", { type: "image/png" }));
  return form;
};

const libraryUpload = (as: TestUser) => call("/api/uploaded-content", { as, form: notAnImage() });

describe("per-user limits on the signed-in resources", () => {
  it("answers invite creation with 429 past 30 a minute, from either route", async () => {
    const owner = await signIn("inviter");
    const projectId = await createProject(owner);
    const badLifetime = () => call(`/api/projects/${projectId}/invite`, { as: owner, json: { expiresInHours: 2 } });
    expect(await callsBeforeLimited(badLifetime, limits.invites, 400)).toBeGreaterThanOrEqual(limits.invites.limit);
    const panel = await call("/api/projects/invite", { as: owner, json: { projectId, expiresInHours: 1 } });
    expect(panel.status).toBe(429);
    // Someone else's budget is their own.
    const other = await signIn("other-inviter");
    const theirs = await createProject(other);
    expect((await call(`/api/projects/${theirs}/invite`, { as: other, json: { expiresInHours: 1 } })).status).toBe(201);
  });

  it("answers uploads with 429 past 30 a minute, project files and the library sharing one budget", async () => {
    const user = await signIn("uploader");
    const projectId = await createProject(user);
    expect(await callsBeforeLimited(() => libraryUpload(user), limits.uploads, 415)).toBeGreaterThanOrEqual(
      limits.uploads.limit,
    );
    const projectFile = await call(`/api/projects/${projectId}/files`, { as: user, form: notAnImage() });
    expect(projectFile.status).toBe(429);
    expect((await call("/api/uploaded-content/1", { method: "PUT", as: user, form: notAnImage() })).status).toBe(429);
    expect((await libraryUpload(await signIn("neighbour"))).status).toBe(415);
  });
});
