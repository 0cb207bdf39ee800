import { env } from "cloudflare:workers";
import { encodePng } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, callJson, createProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { storeProjectFile } from "./projects.js";

const texture = "assets/minecraft/textures/block/lava_still.png";
let owner: TestUser;

beforeAll(async () => {
  await initWorkerCodecs();
  owner = await signIn("animator");
});

const picture = (width: number, height: number) =>
  encodePng({ width, height, data: new Uint8ClampedArray(width * height * 4).fill(180) });

const stem = texture.slice(0, -".png".length);

/**
 * A project holding `texture` as a strip of `frames` 16x16 frames with `mcmeta` beside it, as a converted
 * pack leaves it; `maps` adds the `_n` and `_s` sidecars, made by the conversion or the artist's own (kept).
 */
async function animatedProject(frames: number, mcmeta: string, maps?: "converted" | "kept"): Promise<number> {
  const projectId = await createProject(owner, "Lava");
  const strip = await picture(16, 16 * frames);
  const json = new TextEncoder().encode(mcmeta);
  const files = [
    { path: texture, bytes: strip, contentType: "image/png", key: "hand" },
    { path: `${texture}.mcmeta`, bytes: json, contentType: "application/json", key: "job-kept-" },
  ];
  if (maps) {
    const key = maps === "converted" ? "job-" : "job-kept-";
    for (const map of ["_n", "_s"]) {
      files.push({ path: `${stem}${map}.png.mcmeta`, bytes: json, contentType: "application/json", key });
    }
  }
  for (const { path, bytes, contentType, key } of files) {
    const file = { projectId, path, size: bytes.byteLength, contentType, status: "completed", validationScore: null };
    const r2Key = `projects/${projectId}/files/${key}${path.replaceAll("/", "_")}`;
    await storeProjectFile(env, { ...file, errorMessage: null, r2Key }, bytes, []);
  }
  return projectId;
}

async function replaceTexture(projectId: number, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "lava_still.png"));
  form.append("path", texture);
  const answer = await call(`/api/projects/${projectId}/files`, { as: owner, form });
  return {
    status: answer.status,
    body: (await answer.json()) as { replaced: boolean; animationRemoved: string | null },
  };
}

const paths = async (projectId: number) =>
  (await callJson<{ type: string; path: string }[]>(`/api/projects/${projectId}/files`, { as: owner })).body
    .filter((entry) => entry.type === "file")
    .map((entry) => entry.path)
    .sort();

describe("replacing an animated texture by hand", () => {
  it("removes the animation when the new picture is a single frame, and says so", async () => {
    const projectId = await animatedProject(4, '{"animation":{"frametime":2}}');
    const replaced = await replaceTexture(projectId, await picture(16, 16));
    expect(replaced).toEqual({
      status: 200,
      body: expect.objectContaining({ replaced: true, animationRemoved: `${texture}.mcmeta` }),
    });
    expect(await paths(projectId)).toEqual([texture]);
    expect((await env.BUCKET.list({ prefix: `projects/${projectId}/files/job-kept-` })).objects).toEqual([]);
    const activity = await callJson<{ detail: string }[]>(`/api/projects/${projectId}/activity`, { as: owner });
    expect(activity.body[0]?.detail).toBe(`Replaced ${texture} (a still image: removed ${texture}.mcmeta)`);
  });

  it("removes the converter's map animations with it, and leaves the artist's own maps alone", async () => {
    const converted = await animatedProject(4, '{"animation":{}}', "converted");
    await replaceTexture(converted, await picture(16, 16));
    expect(await paths(converted)).toEqual([texture]);
    const kept = await animatedProject(4, '{"animation":{}}', "kept");
    await replaceTexture(kept, await picture(16, 16));
    expect(await paths(kept)).toEqual([texture, `${stem}_n.png.mcmeta`, `${stem}_s.png.mcmeta`]);
  });

  it("removes it when the picture is no whole number of its frames (the game would refuse it)", async () => {
    const projectId = await animatedProject(2, '{"animation":{"height":16}}');
    const replaced = await replaceTexture(projectId, await picture(16, 40));
    expect(replaced.body.animationRemoved).toBe(`${texture}.mcmeta`);
    expect(await paths(projectId)).toEqual([texture]);
  });

  it("keeps it for a strip that still holds two frames or more (an edited animation saved at its size)", async () => {
    const projectId = await animatedProject(4, '{"animation":{"frametime":2}}');
    const replaced = await replaceTexture(projectId, await picture(16, 32));
    expect(replaced.body).toMatchObject({ replaced: true, animationRemoved: null });
    expect(await paths(projectId)).toEqual([texture, `${texture}.mcmeta`]);
  });

  it("keeps a .mcmeta that is no animation (blur and clamp apply to any picture)", async () => {
    const projectId = await animatedProject(1, '{"texture":{"blur":true}}');
    const replaced = await replaceTexture(projectId, await picture(16, 16));
    expect(replaced.body.animationRemoved).toBeNull();
    expect(await paths(projectId)).toEqual([texture, `${texture}.mcmeta`]);
  });
});
