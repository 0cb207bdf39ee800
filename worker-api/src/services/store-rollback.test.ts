import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createProject, signIn } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";
import type { NewProjectFile } from "../db/project-files.js";
import { replaceLibraryImage, storeLibraryImage } from "./library.js";
import { storeProjectFile } from "./projects.js";
import { jobFromStoredUpload } from "./uploads.js";
import { parseJobSettings } from "./uploads-checks.js";

/** A library image's bytes as a held (not streamed) upload gives them. */
const held = (bytes: Uint8Array) => ({ bytes, storedAt: null, size: bytes.length });

const keysUnder = async (prefix: string) => (await env.BUCKET.list({ prefix })).objects.map((object) => object.key);

const projectFile = (projectId: number, r2Key: string): NewProjectFile => ({
  projectId,
  path: "block/stone.png",
  size: 4,
  contentType: "image/png",
  status: "completed",
  validationScore: 100,
  errorMessage: null,
  r2Key,
});

/** The error a promise rejects with, with drizzle's wrapper and the D1 error it wraps ("cause"). */
async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error("expected the write to fail"),
    (reason: unknown) => reason,
  );
  const cause = error instanceof Error && error.cause instanceof Error ? ` <- ${error.cause.message}` : "";
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}

/** What a write into a project deleted meanwhile answers: the project routes' 404, not the D1 error. */
const projectGone = { status: 404, code: "project_not_found", message: "Project not found" };

/** An issue without a message breaks the last write of the save's batch (NOT NULL), so nothing is saved. */
const brokenIssues = [{ level: "error" as const, message: null as unknown as string, suggestion: null }];

/** A project its owner deleted after someone's access to it was checked (a job batch, an upload in flight). */
async function deletedProject(): Promise<number> {
  const owner = await signIn("owner");
  const id = await createProject(owner, "Deleted meanwhile");
  expect((await call(`/api/projects/${id}`, { method: "DELETE", as: owner })).status).toBe(200);
  return id;
}

describe("an object stored before a failed D1 write is removed again", () => {
  it("storeProjectFile into a project deleted meanwhile answers 404 project_not_found and leaves no object", async () => {
    const projectId = await deletedProject();
    const key = `projects/${projectId}/files/${crypto.randomUUID()}`;
    await expect(
      storeProjectFile(env, projectFile(projectId, key), new Uint8Array([1, 2, 3, 4]), []),
    ).rejects.toMatchObject(projectGone);
    expect(await keysUnder(`projects/${projectId}/`)).toEqual([]);
  });

  it("a failed replacement deletes the new object and keeps the file it would have replaced", async () => {
    const owner = await signIn("owner");
    const projectId = await createProject(owner, "Kept file");
    const oldKey = `projects/${projectId}/files/old`;
    await storeProjectFile(env, projectFile(projectId, oldKey), new Uint8Array([1, 1, 1, 1]), []);
    const newKey = `projects/${projectId}/files/new`;
    expect(
      await failure(storeProjectFile(env, projectFile(projectId, newKey), new Uint8Array([2, 2, 2, 2]), brokenIssues)),
    ).toMatch(/NOT NULL constraint failed/);
    expect(await keysUnder(`projects/${projectId}/`)).toEqual([oldKey]);
    const row = await env.DB.prepare("select r2_key from project_files where project_id = ?").bind(projectId).first();
    expect(row?.r2_key).toBe(oldKey);
  });

  it("a redone job batch whose save fails keeps the object its saved row already points to", async () => {
    const owner = await signIn("owner");
    const projectId = await createProject(owner, "Redone batch");
    const key = `projects/${projectId}/files/job-same`;
    await storeProjectFile(env, projectFile(projectId, key), new Uint8Array([3, 3, 3, 3]), []);
    expect(
      await failure(storeProjectFile(env, projectFile(projectId, key), new Uint8Array([3, 3, 3, 3]), brokenIssues)),
    ).toMatch(/NOT NULL constraint failed/);
    expect(await keysUnder(`projects/${projectId}/`)).toEqual([key]);
  });

  it("still deletes the replaced object after a successful replacement", async () => {
    const owner = await signIn("owner");
    const projectId = await createProject(owner, "Replaced");
    await storeProjectFile(env, projectFile(projectId, `projects/${projectId}/files/a`), new Uint8Array(4), []);
    await storeProjectFile(env, projectFile(projectId, `projects/${projectId}/files/b`), new Uint8Array(4), []);
    expect(await keysUnder(`projects/${projectId}/`)).toEqual([`projects/${projectId}/files/b`]);
  });

  it("a library upload whose account was deleted meanwhile leaves neither image nor thumbnail", async () => {
    const user = await signIn("leaving");
    await env.DB.prepare("delete from users where id = ?").bind(user.id).run();
    expect(
      await failure(
        storeLibraryImage(env, {
          userId: user.id,
          fileName: "stone.png",
          mime: "image/png",
          ...held(await png(4, 4, [1, 2, 3, 255])),
          thumbnail: await png(2, 2, [1, 2, 3, 255]),
        }),
      ),
    ).toMatch(/FOREIGN KEY constraint failed/);
    expect(await keysUnder(`library/${user.id}/`)).toEqual([]);
  });

  describe("replacing a library item", () => {
    const image = async (rgb: [number, number, number]) => ({
      fileName: "stone.png",
      mime: "image/png",
      ...held(await png(4, 4, [...rgb, 255])),
      thumbnail: await png(2, 2, [...rgb, 255]),
    });
    const stored = async () => {
      const user = await signIn("artist");
      const item = await storeLibraryImage(env, { userId: user.id, ...(await image([1, 2, 3])) });
      return { user, item, keys: await keysUnder(`library/${user.id}/`) };
    };

    it("whose row write fails deletes the new objects and keeps the old item whole", async () => {
      const { user, item, keys } = await stored();
      const broken = { ...(await image([9, 9, 9])), fileName: null as unknown as string };
      expect(await failure(replaceLibraryImage(env, item, broken))).toMatch(/NOT NULL constraint failed/);
      expect(await keysUnder(`library/${user.id}/`)).toEqual(keys);
      const row = await env.DB.prepare("select r2_key from uploaded_content where id = ?").bind(item.id).first();
      expect(row?.r2_key).toBe(item.r2Key);
    });

    it("deleted meanwhile answers 404 content_not_found and leaves no object", async () => {
      const { user, item } = await stored();
      await env.DB.prepare("delete from uploaded_content where id = ?").bind(item.id).run();
      await env.BUCKET.delete(await keysUnder(`library/${user.id}/`));
      await expect(replaceLibraryImage(env, item, await image([9, 9, 9]))).rejects.toMatchObject({
        status: 404,
        code: "content_not_found",
      });
      expect(await keysUnder(`library/${user.id}/`)).toEqual([]);
    });

    it("replaced by another save meanwhile answers 409 and keeps that save's objects", async () => {
      const { user, item } = await stored();
      const first = await replaceLibraryImage(env, item, await image([4, 5, 6]));
      const kept = await keysUnder(`library/${user.id}/`);
      // A second save that read the item before the first one landed.
      await expect(replaceLibraryImage(env, item, await image([7, 8, 9]))).rejects.toMatchObject({
        status: 409,
        code: "content_changed",
      });
      expect(await keysUnder(`library/${user.id}/`)).toEqual(kept);
      expect(kept).toContain(first.r2Key);
    });
  });

  it("a job for a project deleted meanwhile answers 404 project_not_found and removes the stored input", async () => {
    const user = await signIn("converter");
    const projectId = await deletedProject();
    const jobId = crypto.randomUUID();
    const key = `jobs/${jobId}/input/grass.png`;
    const bytes = await png(4, 4, [10, 200, 30, 255]);
    await env.BUCKET.put(key, bytes);
    await expect(
      jobFromStoredUpload(env, {
        jobId,
        owner: { userId: user.id, guestId: null },
        key,
        name: "grass.png",
        size: bytes.length,
        kind: "image",
        settings: parseJobSettings({}, "image"),
        projectId,
      }),
    ).rejects.toMatchObject(projectGone);
    expect(await keysUnder(`jobs/${jobId}/`)).toEqual([]);
    expect(await env.DB.prepare("select id from jobs where id = ?").bind(jobId).first()).toBeNull();
  });
});
