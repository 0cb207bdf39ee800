import { env } from "cloudflare:workers";
import { textureKind } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { saveProjectFile } from "../../worker-api/src/db/project-files.js";
import { signIn } from "./helpers.js";
import { Client, png, projectFilePaths, projectOf } from "./jobs-helpers.js";

type Project = { id: number; textureCount: number };

/** Converts one PNG into the project, as Generate Textures does with /greenhouse?project=N. */
async function convertInto(client: Client, projectId: number, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type: "image/png" }));
  form.append("projectId", String(projectId));
  const upload = await client.json<{ jobId: string }>("/api/upload", { method: "POST", body: form });
  expect(upload.status).toBe(201);
  expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
  return upload.body.jobId;
}

/** The counts the Projects list card and the project's Overview show. */
async function textureCounts(client: Client, projectId: number): Promise<number[]> {
  const listed = (await client.json<Project[]>("/api/projects")).body.find((project) => project.id === projectId);
  const opened = (await client.json<Project>(`/api/projects/${projectId}`)).body;
  return [listed?.textureCount ?? -1, opened.textureCount];
}

describe("a project's texture count", () => {
  it("is 1 after converting one texture into it, its _n and _s maps included; the activity says so in the singular", async () => {
    const user = await signIn("texture-count");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const jobId = await convertInto(client, projectId, "dark_oak_planks.png", await png(16, 16, [90, 60, 30, 255]));
    const status = await client.json<{ logs: { message: string }[] }>(`/api/jobs/${jobId}/status`);
    const counted = status.body.logs.map((line) => line.message).filter((line) => /^(Found |Done: )/.test(line));
    expect(counted).toEqual(["Found 1 file, 1 texture to convert", "Done: 2 maps for 1 texture"]);

    expect(await projectFilePaths(client, projectId)).toEqual([
      "dark_oak_planks.png",
      "dark_oak_planks_n.png",
      "dark_oak_planks_s.png",
    ]);
    expect(await textureCounts(client, projectId)).toEqual([1, 1]);
    // The dashboard's tile says "Total Files": that one stays a file count.
    expect((await client.json<{ totalFiles: number }>(`/api/projects/${projectId}/stats`)).body.totalFiles).toBe(3);

    const activity = await client.json<{ kind: string; detail: string }[]>(`/api/projects/${projectId}/activity`);
    expect(activity.body.find((entry) => entry.kind === "files_added")?.detail).toBe(
      "Converted dark_oak_planks.png: 2 maps for 1 texture",
    );
  });

  // frontend/src/features/projects/lib/texture-groups.test.ts groups the same paths into the same cards.
  it("leaves out exactly the files the pipeline's textureKind calls a _n or _s map of another file", async () => {
    const user = await signIn("texture-count-rule");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const block = "assets/minecraft/textures/block/";
    const paths = [
      `${block}stone.png`,
      `${block}stone_n.png`,
      `${block}stone_s.png`,
      `${block}lava_s.png`, // no lava.png: the project's only file of that texture
      `${block}glowstone.png`,
      `${block}glowstone_e.png`, // an emissive overlay is not a LabPBR map
      `${block}dirt.tga`,
      `${block}dirt_n.tga`, // a map's base is the .png of its name, which is not here
      "torch.png",
      "torch_n.png",
      "other/torch_s.png", // another folder's torch
      "Brick.png",
      "Brick_N.png", // the suffix is lower-case _n only
      "v1.2_n.png",
      "v1.2.png",
      "a.b_s/c.png",
    ];
    for (const [index, path] of paths.entries()) {
      await saveProjectFile(
        env.DB,
        {
          projectId,
          path,
          size: 1,
          contentType: "image/png",
          status: "completed",
          validationScore: 100,
          errorMessage: null,
          r2Key: `projects/${projectId}/files/rule-${index}`,
        },
        [],
      );
    }
    const present = new Set(paths);
    const maps = paths.filter((path) => {
      const { kind, basePath } = textureKind(path);
      const base = path.slice(0, path.lastIndexOf("/") + 1) + basePath.slice(basePath.lastIndexOf("/") + 1);
      return (kind === "normal" || kind === "specular") && present.has(base);
    });
    expect(maps).toEqual([`${block}stone_n.png`, `${block}stone_s.png`, "torch_n.png", "v1.2_n.png"]);
    expect(await textureCounts(client, projectId)).toEqual([paths.length - maps.length, paths.length - maps.length]);
  });
});
