import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, callJson, createProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";
import { deleteProjectRows } from "../db/projects.js";
import { sweepExpired } from "./jobs-sweep.js";

// A delete the database refuses (an outage, a request cut off half-way) must leave what it was deleting
// whole: its rows and the bytes they point to. Deleting the objects first left rows whose content
// answered 404, in the file list, the library and Download Pack.

/** A real D1 refusal of every delete from `table`, until the returned function drops it. */
async function refuseDeletesFrom(table: string): Promise<() => Promise<void>> {
  const name = `refuse_deletes_${table}`;
  await env.DB.prepare(
    `create trigger ${name} before delete on ${table} begin select raise(abort, 'simulated outage'); end`,
  ).run();
  return async () => {
    await env.DB.prepare(`drop trigger ${name}`).run();
  };
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

function fileForm(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  return form;
}

async function projectWithFile(owner: TestUser, stone: Uint8Array) {
  const projectId = await createProject(owner, "Kept whole");
  const added = await callJson<{ id: string }>(`/api/projects/${projectId}/files`, {
    as: owner,
    form: fileForm(stone, "stone.png"),
  });
  expect(added.status).toBe(201);
  return { projectId, fileId: added.body.id, content: `/api/projects/${projectId}/files/${added.body.id}/content` };
}

// The refused deletes are logged as unhandled API errors on purpose; keep them out of the output.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("a delete that D1 refuses leaves what it was deleting whole", () => {
  it("a project file: still listed, and its content still the uploaded bytes", async () => {
    const owner = await signIn("owner");
    const stone = await png(16, 16, [120, 120, 120, 255]);
    const { projectId, fileId, content } = await projectWithFile(owner, stone);
    const allow = await refuseDeletesFrom("project_files");
    try {
      const refused = await callJson(`/api/projects/${projectId}/files/${fileId}`, { method: "DELETE", as: owner });
      expect(refused.status).toBe(500);
      expect(refused.body).toEqual({
        error: { code: "internal_error", message: "Something went wrong on the server" },
      });
    } finally {
      await allow();
    }
    const files = await callJson<{ id: string; type: string }[]>(`/api/projects/${projectId}/files`, { as: owner });
    expect(files.body.filter((file) => file.type === "file").map((file) => file.id)).toEqual([fileId]);
    const served = await call(content, { as: owner });
    expect(served.status).toBe(200);
    expect(await bytesOf(served)).toEqual(stone);
    // Once D1 answers again the same delete goes through, object and all.
    expect((await call(`/api/projects/${projectId}/files/${fileId}`, { method: "DELETE", as: owner })).status).toBe(
      200,
    );
    expect((await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects).toEqual([]);
  });

  it("a project: still listed with its file, whose content is still served", async () => {
    const owner = await signIn("owner");
    const stone = await png(16, 16, [60, 140, 60, 255]);
    const { projectId, content } = await projectWithFile(owner, stone);
    const allow = await refuseDeletesFrom("projects");
    try {
      expect((await call(`/api/projects/${projectId}`, { method: "DELETE", as: owner })).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await callJson(`/api/projects/${projectId}`, { as: owner })).status).toBe(200);
    const served = await call(content, { as: owner });
    expect(served.status).toBe(200);
    expect(await bytesOf(served)).toEqual(stone);
    expect((await call(`/api/projects/${projectId}`, { method: "DELETE", as: owner })).status).toBe(200);
    expect((await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects).toEqual([]);
  });

  it("a library item: still listed, its file and thumbnail still served", async () => {
    const user = await signIn("artist");
    const moss = await png(32, 32, [40, 160, 40, 255]);
    const created = await callJson<{ id: number; fileUrl: string; thumbnailUrl: string }>("/api/uploaded-content", {
      as: user,
      form: fileForm(moss, "moss.png"),
    });
    expect(created.status).toBe(201);
    const allow = await refuseDeletesFrom("uploaded_content");
    try {
      expect((await call(`/api/uploaded-content/${created.body.id}`, { method: "DELETE", as: user })).status).toBe(500);
    } finally {
      await allow();
    }
    const listed = await callJson<{ id: number }[]>("/api/uploaded-content", { as: user });
    expect(listed.body.map((item) => item.id)).toEqual([created.body.id]);
    const file = await call(created.body.fileUrl, { as: user });
    expect(file.status).toBe(200);
    expect(await bytesOf(file)).toEqual(moss);
    expect((await call(created.body.thumbnailUrl, { as: user })).status).toBe(200);
    expect((await call(`/api/uploaded-content/${created.body.id}`, { method: "DELETE", as: user })).status).toBe(200);
    expect((await env.BUCKET.list({ prefix: `library/${user.id}/` })).objects).toEqual([]);
  });

  it("objects a project's delete could not remove after its rows are swept by the scheduled clean-up", async () => {
    const owner = await signIn("owner");
    const gone = await projectWithFile(owner, await png(16, 16, [200, 40, 40, 255]));
    const kept = await projectWithFile(owner, await png(16, 16, [40, 40, 200, 255]));
    // What a delete leaves when R2 fails after D1 has deleted the rows: objects no row points to.
    await deleteProjectRows(env.DB, gone.projectId);
    expect((await env.BUCKET.list({ prefix: `projects/${gone.projectId}/` })).objects).toHaveLength(1);
    expect(await sweepExpired(env)).toMatchObject({ deletedProjects: 1 });
    expect((await env.BUCKET.list({ prefix: `projects/${gone.projectId}/` })).objects).toEqual([]);
    expect((await call(kept.content, { as: owner })).status).toBe(200);
    expect(await sweepExpired(env)).toMatchObject({ deletedProjects: 0 });
  });
});
