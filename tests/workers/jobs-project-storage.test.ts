import { env } from "cloudflare:workers";
import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import type { ConvertedTexture } from "../../worker-api/src/services/jobs-engine/project-textures.js";
import type { JobState } from "../../worker-api/src/services/jobs-engine/types.js";
import { attachStagedToProject, stageForProject } from "../../worker-api/src/services/jobs-project.js";
import { FILES_PER_SAVE } from "../../worker-api/src/services/projects.js";
import { signIn } from "./helpers.js";
import { Client, png, projectFilePaths, projectOf, smallPack, uploadInto, zip } from "./jobs-helpers.js";

// How a job stores its converted files into a project: many per D1 batch, and again when redone.

/** A batch staged and then attached, as a job's batch step and attach step do. */
async function stageAndAttach(job: JobState, textures: ConvertedTexture[]): Promise<void> {
  const { staged } = await stageForProject(env, job, textures);
  await attachStagedToProject(env, job, staged);
}

/** A pack of `count` block textures, every fourth 16x18 (which validation warns about). */
async function packOf(count: number): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {
    "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"many"}}'),
  };
  for (let n = 0; n < count; n++) {
    files[`assets/minecraft/textures/block/t${n}.png`] = await png(16, n % 4 === 0 ? 18 : 16, [
      n * 9,
      120,
      255 - n * 9,
      255,
    ]);
  }
  return zip(files);
}

interface ProjectIssue {
  file: string;
  level: string;
  message: string;
}

describe("a batch with more files than one D1 save", () => {
  it("stores every texture's files with the issues the job found", async () => {
    const client = new Client().withCookie((await signIn("owner")).cookie);
    const projectId = await projectOf(client);
    const upload = await uploadInto(client, await packOf(24), projectId);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");

    const converted = (await client.json<TextureFile[]>(`/api/jobs/${upload.body.jobId}/files`)).body;
    const paths = await projectFilePaths(client, projectId);
    // Every texture's three files and the pack's pack.mcmeta.
    expect(paths.length).toBe(24 * 3 + 1);
    expect(paths.length).toBeGreaterThan(FILES_PER_SAVE);
    expect(paths.sort()).toEqual([...converted.map((file) => file.originalPath), "pack.mcmeta"].sort());

    const issues = (await client.json<ProjectIssue[]>(`/api/projects/${projectId}/issues`)).body;
    const expected = converted.flatMap((file) =>
      file.validationIssues.map((issue) => `${file.originalPath} ${issue.level} ${issue.message}`),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(issues.map((issue) => `${issue.file} ${issue.level} ${issue.message}`).sort()).toEqual(expected.sort());
    const objects = (await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects;
    expect(objects.length).toBe(paths.length);
    // The staged copies went with the job's completion.
    expect((await env.BUCKET.list({ prefix: `jobs/${upload.body.jobId}/staged/` })).objects).toEqual([]);
  });
});

describe("converting into a project again", () => {
  it("replaces the files at the same paths and deletes the objects they replaced", async () => {
    const client = new Client().withCookie((await signIn("owner")).cookie);
    const projectId = await projectOf(client);
    for (const round of [1, 2]) {
      const upload = await uploadInto(client, zip(await smallPack()), projectId);
      expect((await client.waitForJob(upload.body.jobId)).status, `job ${round}`).toBe("completed");
    }
    const rows = await env.DB.prepare("select r2_key from project_files where project_id = ? order by r2_key")
      .bind(projectId)
      .all<{ r2_key: string }>();
    const objects = (await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects.map((object) => object.key);
    expect(rows.results.length).toBeGreaterThan(0);
    expect(objects.sort()).toEqual(rows.results.map((row) => row.r2_key));
  });

  it("keeps the object when a redone batch writes the same key again", async () => {
    const owner = await signIn("owner");
    const projectId = await projectOf(new Client().withCookie(owner.cookie));
    const job = { id: crypto.randomUUID(), projectId, userId: owner.id } as JobState;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const file: TextureFile = {
      originalPath: "assets/minecraft/textures/block/stone_n.png",
      filename: "stone_n.png",
      fileSize: bytes.length,
      textureType: "normal",
      validationStatus: "valid",
      validationIssues: [],
    };
    await stageAndAttach(job, [{ files: [{ file, bytes, made: true }] }]);
    await stageAndAttach(job, [{ files: [{ file, bytes, made: true }] }]);
    const row = await env.DB.prepare("select r2_key from project_files where project_id = ?")
      .bind(projectId)
      .first<{ r2_key: string }>();
    const stored = await env.BUCKET.get(row?.r2_key ?? "");
    expect(stored && new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
  });

  it("a redone batch of many textures leaves one row and one set of issues per file", async () => {
    const owner = await signIn("owner");
    const projectId = await projectOf(new Client().withCookie(owner.cookie));
    const job = { id: crypto.randomUUID(), projectId, userId: owner.id } as JobState;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 4, 5, 6]);
    const textures = Array.from({ length: 30 }, (_, n) => ({
      files: ["", "_n", "_s"].map((suffix) => {
        const name = `t${n}${suffix}.png`;
        const file: TextureFile = {
          originalPath: `assets/minecraft/textures/block/${name}`,
          filename: name,
          fileSize: bytes.length,
          textureType: suffix === "" ? "albedo" : suffix === "_n" ? "normal" : "specular",
          validationStatus: "warning",
          validationIssues: [{ level: "warning", message: `check ${name}`, suggestion: "look again", filename: name }],
        };
        return { file, bytes, made: true };
      }),
    }));
    await stageAndAttach(job, textures);
    await stageAndAttach(job, textures);
    const counts = await env.DB.prepare(
      `select (select count(*) from project_files where project_id = ?1) as files,
              (select count(*) from validation_issues where project_id = ?1) as issues`,
    )
      .bind(projectId)
      .first<{ files: number; issues: number }>();
    expect(counts).toEqual({ files: 90, issues: 90 });
    expect((await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects.length).toBe(90);
  });
});
