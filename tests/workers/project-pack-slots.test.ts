import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listProjectFiles } from "../../worker-api/src/db/project-files.js";
import { signIn } from "./helpers.js";
import { Client, png, projectFilePaths, projectOf, uploadInto, zip } from "./jobs-helpers.js";

// One file per pack path: the project's export lays a loose `bedrock.png` out as
// assets/minecraft/textures/block/bedrock.png, so both in one project were one zip entry and the
// export kept either silently, while the Textures tab listed two and counted two.

const block = "assets/minecraft/textures/block/";

/** Adds a texture by hand, as the project page's Upload does. */
async function addByHand(client: Client, projectId: number, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type: "image/png" }));
  return client.json<{ path: string; replaced: boolean }>(`/api/projects/${projectId}/files`, {
    method: "POST",
    body: form,
  });
}

async function textureCount(client: Client, projectId: number): Promise<number> {
  return (await client.json<{ textureCount: number }>(`/api/projects/${projectId}`)).body.textureCount;
}

async function objectKeys(projectId: number): Promise<string[]> {
  return (await listProjectFiles(env.DB, projectId)).map((row) => row.r2Key);
}

describe("a project keeps one file per pack path", () => {
  it("a converted pack's texture takes the place of the loose upload of the same name, and a later upload replaces it in its folder", async () => {
    const user = await signIn("pack-slots");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const first = await addByHand(client, projectId, "bedrock.png", await png(16, 16, [40, 40, 40, 255]));
    expect(first.status).toBe(201);
    const looseKeys = await objectKeys(projectId);

    const pack = zip({
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":34,"description":"p"}}'),
      [`${block}bedrock.png`]: await png(16, 16, [60, 60, 60, 255]),
    });
    const upload = await uploadInto(client, pack, projectId);
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    expect(await projectFilePaths(client, projectId)).toEqual([
      `${block}bedrock.png`,
      `${block}bedrock_n.png`,
      `${block}bedrock_s.png`,
      "pack.mcmeta",
    ]);
    expect(await textureCount(client, projectId)).toBe(1);
    // The loose file's object went with its row.
    for (const key of looseKeys) expect(await env.BUCKET.head(key)).toBeNull();

    const again = await addByHand(client, projectId, "bedrock.png", await png(16, 16, [90, 90, 90, 255]));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ path: `${block}bedrock.png`, replaced: true });
    expect(await projectFilePaths(client, projectId)).toEqual([
      `${block}bedrock.png`,
      `${block}bedrock_n.png`,
      `${block}bedrock_s.png`,
      "pack.mcmeta",
    ]);
    expect(await textureCount(client, projectId)).toBe(1);
    const activity = await client.json<{ detail: string }[]>(`/api/projects/${projectId}/activity`);
    expect(activity.body[0]?.detail).toBe(`Replaced ${block}bedrock.png`);
  });

  it("a loose upload whose name differs only in case takes the earlier one's place", async () => {
    const user = await signIn("pack-slots-case");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    expect((await addByHand(client, projectId, "Stone.png", await png(8, 8, [1, 2, 3, 255]))).status).toBe(201);
    const second = await addByHand(client, projectId, "stone.png", await png(8, 8, [4, 5, 6, 255]));
    expect(second.status).toBe(200);
    expect(second.body.replaced).toBe(true);
    expect(await projectFilePaths(client, projectId)).toEqual(["stone.png"]);
    expect(await objectKeys(projectId)).toHaveLength(1);
  });

  it("files in other folders, or other pack paths, are left alone", async () => {
    const user = await signIn("pack-slots-apart");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    await addByHand(client, projectId, "torch.png", await png(8, 8, [1, 2, 3, 255]));
    const pack = zip({
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":34,"description":"p"}}'),
      "assets/minecraft/textures/item/torch.png": await png(16, 16, [200, 150, 50, 255]),
    });
    const upload = await uploadInto(client, pack, projectId);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    expect(await projectFilePaths(client, projectId)).toEqual([
      "assets/minecraft/textures/item/torch.png",
      "assets/minecraft/textures/item/torch_n.png",
      "assets/minecraft/textures/item/torch_s.png",
      "pack.mcmeta",
      "torch.png",
    ]);
  });
});
