import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { driveJob, startHandSteppedJob } from "./hand-stepped-job.js";
import { befriend, signIn, type TestUser } from "./helpers.js";
import { Client, expectError, png, projectFilePaths, projectOf, smallPack, uploadInto, zip } from "./jobs-helpers.js";

describe("jobs of signed-in users and projects", () => {
  it("adds the converted textures to the project with scores and issues, and records the activity", async () => {
    const user = await signIn("owner");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const upload = await uploadInto(client, zip(await smallPack()), projectId);
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");

    // The job belongs to the user, seen from another browser signed in as them.
    const elsewhere = new Client().withCookie(user.cookie);
    expect((await elsewhere.json<{ id: string }[]>("/api/jobs")).body.map((job) => job.id)).toContain(
      upload.body.jobId,
    );

    const files = await client.json<{ path: string; type: string; validationScore: number | null }[]>(
      `/api/projects/${projectId}/files`,
    );
    const paths = files.body.filter((file) => file.type === "file").map((file) => file.path);
    expect(paths).toContain("assets/minecraft/textures/block/stone.png");
    expect(paths).toContain("assets/minecraft/textures/block/stone_n.png");
    expect(paths).toContain("assets/minecraft/textures/block/lava_s.png");
    expect(paths).toContain("assets/minecraft/textures/block/lava_n.png.mcmeta");
    // A .mcmeta is JSON, not an image: it has no score.
    for (const file of files.body.filter((entry) => entry.type === "file" && !entry.path.endsWith(".mcmeta"))) {
      expect(file.validationScore).toBeGreaterThanOrEqual(0);
    }
    const activity = await client.json<{ kind: string; detail: string }[]>(`/api/projects/${projectId}/activity`);
    expect(activity.body.some((entry) => entry.kind === "files_added" && entry.detail.includes("pack.zip"))).toBe(true);
  });

  it("holds every material texture of the pack: bases, generated and kept maps, lone maps and _e overlays", async () => {
    const block = "assets/minecraft/textures/block/";
    const pack: Record<string, Uint8Array> = {
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"test"}}'),
      [`${block}stone.png`]: await png(16, 16, [120, 120, 120, 255]),
      [`${block}glass.png`]: await png(16, 16, [200, 220, 255, 128]),
      [`${block}glass_n.png`]: await png(16, 16, [128, 128, 255, 255]),
      [`${block}glass_s.png`]: await png(16, 16, [40, 230, 0, 0]),
      [`${block}cobblestone_n.png`]: await png(16, 16, [128, 127, 255, 200]),
      [`${block}lamp.png`]: await png(16, 16, [250, 200, 90, 255]),
      [`${block}lamp_e.png`]: await png(16, 16, [255, 255, 255, 255]),
      "assets/minecraft/textures/gui/widgets.png": await png(8, 8, [0, 0, 0, 255]),
    };
    const user = await signIn("owner");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const upload = await uploadInto(client, zip(pack), projectId);
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");

    const generated = ["stone_n.png", "stone_s.png", "lamp_n.png", "lamp_s.png"].map((name) => block + name);
    const kept = Object.keys(pack).filter((path) => path.startsWith(block));
    expect(await projectFilePaths(client, projectId)).toEqual([...kept, ...generated, "pack.mcmeta"].sort());
    const files = await client.json<{ id: string; path: string; type: string; origin?: string }[]>(
      `/api/projects/${projectId}/files`,
    );
    // The pack's own files stay the artist's (Download Pack keeps them when their texture changes);
    // only what the conversion made is Greenhouse's.
    for (const entry of files.body.filter((file) => file.type === "file")) {
      expect(entry.origin, entry.path).toBe(generated.includes(entry.path) ? "converted" : "uploaded");
    }
    for (const path of kept) {
      const file = files.body.find((entry) => entry.path === path);
      const content = await client.fetch(`/api/projects/${projectId}/files/${file?.id}/content`);
      expect(new Uint8Array(await content.arrayBuffer()), path).toEqual(pack[path]);
    }
    // Nothing material stayed out, so the log has no line saying so.
    const status = await client.json<{ logs: { message: string }[] }>(`/api/jobs/${upload.body.jobId}/status`);
    expect(status.body.logs.filter((line) => line.message.includes("not in the project"))).toEqual([]);
  });

  it("says in one info line which material files stayed out of the project and why", async () => {
    const block = "assets/minecraft/textures/block/";
    const pack = {
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"test"}}'),
      [`${block}stone.png`]: await png(16, 16, [120, 120, 120, 255]),
      [`${block}stone_n.jpg`]: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
    };
    const user = await signIn("owner");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const upload = await uploadInto(client, zip(pack), projectId);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");

    expect(await projectFilePaths(client, projectId)).toEqual([
      ...["stone.png", "stone_n.png", "stone_s.png"].map((name) => block + name),
      "pack.mcmeta",
    ]);
    const status = await client.json<{ logs: { level: string; message: string }[] }>(
      `/api/jobs/${upload.body.jobId}/status`,
    );
    const leftOut = status.body.logs.filter((line) => line.message.includes("left out of the project"));
    expect(leftOut.map(({ level, message }) => ({ level, message }))).toEqual([
      { level: "info", message: "1 texture file of this batch was left out of the project (not a PNG: 1)" },
    ]);
  });

  it("refuses a project job from a guest (401) or from someone without access (404)", async () => {
    const owner = await signIn("owner");
    const projectId = await projectOf(new Client().withCookie(owner.cookie));
    const bytes = zip(await smallPack());
    expectError(await uploadInto(new Client(), bytes, projectId), 401, /Sign in/);
    const stranger = await signIn("stranger");
    expectError(await uploadInto(new Client().withCookie(stranger.cookie), bytes, projectId), 404, /Project not found/);
  });
});

interface UploadProgress {
  uploadId: string;
  partSize: number;
  partCount: number;
}

/** An editor of the owner's project, through the owner's share call; answers the share's id. */
async function addEditor(owner: TestUser, projectId: number, editor: TestUser): Promise<number> {
  await befriend(owner, editor);
  const shared = await new Client().withCookie(owner.cookie).json<{ shares: { id: number }[] }>("/api/projects/share", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ projectId, userIds: [editor.id], permission: "edit" }),
  });
  expect(shared.status).toBe(201);
  return shared.body.shares[0]?.id ?? 0;
}

/** Starts a one-part chunked upload of `bytes` into the project and sends its part. */
async function chunkedInto(client: Client, bytes: Uint8Array, projectId: number): Promise<string> {
  const start = await client.json<UploadProgress>("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "pack.zip", size: bytes.length, projectId }),
  });
  expect(start.status).toBe(201);
  expect(start.body.partCount).toBe(1);
  const part = await client.json(`/api/uploads/${start.body.uploadId}/parts/1`, { method: "PUT", body: bytes });
  expect(part.status).toBe(200);
  return start.body.uploadId;
}

describe("project access is checked again when a chunked upload completes", () => {
  it("refuses to complete into a project the uploader was removed from (404) or is now only viewing (403)", async () => {
    const owner = await signIn("owner");
    const ownerClient = new Client().withCookie(owner.cookie);
    const projectId = await projectOf(ownerClient);
    const bytes = zip(await smallPack());

    const removed = await signIn("removed");
    const removedClient = new Client().withCookie(removed.cookie);
    const shareId = await addEditor(owner, projectId, removed);
    const removedUpload = await chunkedInto(removedClient, bytes, projectId);
    const revoke = await ownerClient.json(`/api/projects/shares/${shareId}`, { method: "DELETE" });
    expect(revoke.status).toBe(200);
    expectError(
      await removedClient.json(`/api/uploads/${removedUpload}/complete`, { method: "POST" }),
      404,
      /Project not found/,
    );

    const downgraded = await signIn("downgraded");
    const downgradedClient = new Client().withCookie(downgraded.cookie);
    await addEditor(owner, projectId, downgraded);
    const downgradedUpload = await chunkedInto(downgradedClient, bytes, projectId);
    const toView = await ownerClient.json("/api/projects/share", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ projectId, userIds: [downgraded.id], permission: "view" }),
    });
    expect(toView.status).toBe(201);
    expectError(
      await downgradedClient.json(`/api/uploads/${downgradedUpload}/complete`, { method: "POST" }),
      403,
      /edit access/,
    );

    // Neither made a job, and the project is as the owner left it.
    expect((await removedClient.json<unknown[]>("/api/jobs")).body).toEqual([]);
    expect((await downgradedClient.json<unknown[]>("/api/jobs")).body).toEqual([]);
    expect((await ownerClient.json<unknown[]>(`/api/projects/${projectId}/files`)).body).toEqual([]);
  });
});

/** A job into the project started by `userId`, stepped by hand. */
async function pausedProjectJob(projectId: number, userId: number): Promise<string> {
  return startHandSteppedJob({ input: zip(await smallPack()), projectId, userId });
}

describe("a running job writes into its project only while its user may edit it", () => {
  it("converts but adds nothing once the user lost edit access", async () => {
    const owner = await signIn("owner");
    const ownerClient = new Client().withCookie(owner.cookie);
    const projectId = await projectOf(ownerClient);
    const editor = await signIn("editor");
    const shareId = await addEditor(owner, projectId, editor);
    const id = await pausedProjectJob(projectId, editor.id);
    expect((await ownerClient.json(`/api/projects/shares/${shareId}`, { method: "DELETE" })).status).toBe(200);

    expect((await driveJob(id, 50)).status).toBe("completed");
    expect((await ownerClient.json<unknown[]>(`/api/projects/${projectId}/files`)).body).toEqual([]);
    expect((await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects).toEqual([]);
    const activity = await ownerClient.json<{ kind: string }[]>(`/api/projects/${projectId}/activity`);
    expect(activity.body.map((entry) => entry.kind)).not.toContain("files_added");
  });

  it("leaves nothing behind for a project deleted while the job ran", async () => {
    const owner = await signIn("owner");
    const ownerClient = new Client().withCookie(owner.cookie);
    const projectId = await projectOf(ownerClient);
    const id = await pausedProjectJob(projectId, owner.id);
    expect((await ownerClient.json(`/api/projects/${projectId}`, { method: "DELETE" })).status).toBe(200);

    expect((await driveJob(id, 50)).status).toBe("completed");
    expect((await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects).toEqual([]);
    const rows = await env.DB.prepare("select count(*) as n from project_files where project_id = ?")
      .bind(projectId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
