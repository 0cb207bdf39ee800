import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createProject, signIn } from "../../../tests/workers/helpers.js";
import type { NewIssue } from "../db/project-files.js";
import { FILES_PER_SAVE, type ProjectFileUpload, storeProjectFiles } from "./projects.js";

const keysUnder = async (prefix: string) =>
  (await env.BUCKET.list({ prefix })).objects.map((object) => object.key).sort();

/** File `n` of a batch under `tag`'s keys, with bytes [n, n, n] and `issues`. */
function upload(projectId: number, tag: string, n: number, issues: NewIssue[] = []): ProjectFileUpload {
  return {
    file: {
      path: `block/t${String(n).padStart(3, "0")}.png`,
      size: 3,
      contentType: "image/png",
      status: issues.some((issue) => issue.level === "error") ? "error" : "completed",
      validationScore: 100 - 10 * issues.length,
      errorMessage: null,
      r2Key: `projects/${projectId}/files/job-${tag}-${n}`,
    },
    bytes: new Uint8Array([n, n, n]),
    issues,
  };
}

const warning = (n: number, k: number): NewIssue => ({ level: "warning", message: `w${n}.${k}`, suggestion: null });

async function rows(projectId: number) {
  const { results } = await env.DB.prepare(
    "select path, r2_key, validation_score from project_files where project_id = ? order by path",
  )
    .bind(projectId)
    .all<{ path: string; r2_key: string; validation_score: number }>();
  return results;
}

async function issues(projectId: number) {
  const { results } = await env.DB.prepare(
    `select f.path, i.message from validation_issues i join project_files f on f.id = i.file_id
     where i.project_id = ? order by i.id`,
  )
    .bind(projectId)
    .all<{ path: string; message: string }>();
  return results.map((row) => `${row.path}:${row.message}`);
}

/** More files than one D1 batch takes, every third with two warnings. */
const many = (projectId: number, tag: string) =>
  Array.from({ length: 2 * FILES_PER_SAVE + 7 }, (_, n) =>
    upload(projectId, tag, n, n % 3 === 0 ? [warning(n, 1), warning(n, 2)] : []),
  );

describe("storeProjectFiles", () => {
  it("stores every file of several D1 batches with its bytes, score and issues in order", async () => {
    const projectId = await createProject(await signIn("owner"));
    const uploads = many(projectId, "a");
    await storeProjectFiles(env, projectId, uploads);

    const saved = await rows(projectId);
    expect(saved.map((row) => row.r2_key)).toEqual(uploads.map((item) => item.file.r2Key));
    expect(saved.map((row) => row.validation_score)).toEqual(uploads.map((item) => item.file.validationScore));
    expect(await keysUnder(`projects/${projectId}/`)).toEqual(uploads.map((item) => item.file.r2Key).sort());
    const object = await env.BUCKET.get(uploads[42]?.file.r2Key ?? "");
    expect(object && new Uint8Array(await object.arrayBuffer())).toEqual(new Uint8Array([42, 42, 42]));
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(await issues(projectId)).toEqual(
      uploads.flatMap((item) => item.issues.map((issue) => `${item.file.path}:${issue.message}`)),
    );
  });

  it("a redone batch overwrites: no duplicate rows or issues, and its objects stay", async () => {
    const projectId = await createProject(await signIn("owner"));
    const uploads = many(projectId, "a");
    await storeProjectFiles(env, projectId, uploads);
    await storeProjectFiles(env, projectId, uploads);
    expect((await rows(projectId)).length).toBe(uploads.length);
    expect((await issues(projectId)).length).toBe(uploads.filter((item) => item.issues.length > 0).length * 2);
    expect(await keysUnder(`projects/${projectId}/`)).toEqual(uploads.map((item) => item.file.r2Key).sort());
  });

  it("replacing paths deletes the objects they held and replaces their issues", async () => {
    const projectId = await createProject(await signIn("owner"));
    await storeProjectFiles(env, projectId, many(projectId, "old"));
    const fresh = many(projectId, "new").map((item, n) => ({ ...item, issues: n === 1 ? [warning(1, 9)] : [] }));
    await storeProjectFiles(env, projectId, fresh);
    expect((await rows(projectId)).map((row) => row.r2_key)).toEqual(fresh.map((item) => item.file.r2Key));
    expect(await keysUnder(`projects/${projectId}/`)).toEqual(fresh.map((item) => item.file.r2Key).sort());
    expect(await issues(projectId)).toEqual(["block/t001.png:w1.9"]);
  });

  it("stores a path given twice once, with the last bytes", async () => {
    const projectId = await createProject(await signIn("owner"));
    const first = upload(projectId, "a", 1);
    const last = { ...upload(projectId, "a", 1), bytes: new Uint8Array([9]) };
    await storeProjectFiles(env, projectId, [first, last]);
    expect((await rows(projectId)).length).toBe(1);
    const object = await env.BUCKET.get(first.file.r2Key);
    expect(object && new Uint8Array(await object.arrayBuffer())).toEqual(new Uint8Array([9]));
  });

  it("a D1 batch that fails leaves no new object and keeps the files it would have replaced", async () => {
    const projectId = await createProject(await signIn("owner"));
    const old = many(projectId, "old");
    await storeProjectFiles(env, projectId, old);
    // An issue without a message breaks the first batch's last statement (NOT NULL).
    const broken = many(projectId, "new");
    broken[3] = upload(projectId, "new", 3, [{ level: "error", message: null as unknown as string, suggestion: null }]);
    await expect(storeProjectFiles(env, projectId, broken)).rejects.toThrow();
    expect((await rows(projectId)).map((row) => row.r2_key)).toEqual(old.map((item) => item.file.r2Key));
    expect(await keysUnder(`projects/${projectId}/`)).toEqual(old.map((item) => item.file.r2Key).sort());
    expect((await issues(projectId)).length).toBe(old.filter((item) => item.issues.length > 0).length * 2);
  });

  it("a redone batch whose save fails keeps the objects its saved rows point to", async () => {
    const projectId = await createProject(await signIn("owner"));
    const uploads = many(projectId, "a").slice(0, 5);
    await storeProjectFiles(env, projectId, uploads);
    const redo = uploads.map((item, n) =>
      n === 4
        ? { ...item, issues: [{ level: "error" as const, message: null as unknown as string, suggestion: null }] }
        : item,
    );
    await expect(storeProjectFiles(env, projectId, redo)).rejects.toThrow();
    expect(await keysUnder(`projects/${projectId}/`)).toEqual(uploads.map((item) => item.file.r2Key).sort());
  });

  it("into a project deleted meanwhile answers 404 project_not_found and leaves no object", async () => {
    const owner = await signIn("owner");
    const projectId = await createProject(owner);
    expect((await call(`/api/projects/${projectId}`, { method: "DELETE", as: owner })).status).toBe(200);
    await expect(storeProjectFiles(env, projectId, many(projectId, "a"))).rejects.toMatchObject({
      status: 404,
      code: "project_not_found",
    });
    expect(await keysUnder(`projects/${projectId}/`)).toEqual([]);
  });
});
