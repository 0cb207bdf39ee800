import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, createProject } from "../../../tests/workers/helpers.js";
import { saveProjectFile } from "../db/project-files.js";
import { owner, pngEncoder, signInOwner, upload } from "./project-routes-fixtures.js";

signInOwner();

describe("project files, issues and stats", () => {
  it("replacing a file at the same path deletes the old object and the old issues", async () => {
    const encodePng = await pngEncoder();
    const odd = await encodePng({ width: 3, height: 5, data: new Uint8ClampedArray(3 * 5 * 4).fill(90) });
    const good = await encodePng({ width: 4, height: 4, data: new Uint8ClampedArray(64).fill(200) });
    const id = await createProject(owner, "Replaced");
    const added = await upload(owner, id, "block/stone.png", odd);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ path: "block/stone.png", replaced: false });
    expect((await callJson<unknown[]>(`/api/projects/${id}/issues`, { as: owner })).body).toHaveLength(1);

    // The answer and the activity say the upload replaced a file rather than adding one.
    const replaced = await upload(owner, id, "block/stone.png", good);
    expect(replaced.status).toBe(200);
    const { preview, ...entry } = (await replaced.json()) as { preview: string; replaced: boolean };
    expect(entry.replaced).toBe(true);
    const activity = await callJson<{ detail: string }[]>(`/api/projects/${id}/activity`, { as: owner });
    expect(activity.body.slice(0, 2).map((event) => event.detail)).toEqual([
      "Replaced block/stone.png",
      "Added block/stone.png",
    ]);
    expect(new Uint8Array(await (await call(preview, { as: owner })).arrayBuffer())).toEqual(good);
    expect((await env.BUCKET.list({ prefix: `projects/${id}/` })).objects).toHaveLength(1);
    expect((await callJson<unknown[]>(`/api/projects/${id}/issues`, { as: owner })).body).toEqual([]);
  });

  it("a save that fails midway leaves the file it would replace and that file's issues as they were", async () => {
    const encodePng = await pngEncoder();
    const odd = await encodePng({ width: 3, height: 5, data: new Uint8ClampedArray(3 * 5 * 4).fill(90) });
    const id = await createProject(owner, "Half saved");
    expect((await upload(owner, id, "block/stone.png", odd)).status).toBe(201);
    const before = await env.DB.prepare("select * from project_files where project_id = ?").bind(id).first();

    // A NOT NULL message makes the last write of the save fail, after the row and issue writes.
    const broken = [{ level: "error" as const, message: null as unknown as string, suggestion: null }];
    await expect(
      saveProjectFile(
        env.DB,
        {
          projectId: id,
          path: "block/stone.png",
          size: 1,
          contentType: "image/png",
          status: "error",
          validationScore: 0,
          errorMessage: "x",
          r2Key: `projects/${id}/files/other`,
        },
        broken,
      ),
    ).rejects.toThrow();
    expect(await env.DB.prepare("select * from project_files where project_id = ?").bind(id).first()).toEqual(before);
    expect((await callJson<unknown[]>(`/api/projects/${id}/issues`, { as: owner })).body).toHaveLength(1);
  });
});
