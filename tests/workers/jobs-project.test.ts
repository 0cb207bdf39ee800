import { describe, expect, it } from "vitest";
import { signIn } from "./helpers.js";
import { Client, expectError, smallPack, zip } from "./jobs-helpers.js";

async function projectOf(client: Client): Promise<number> {
  const created = await client.json<{ id: number }>("/api/projects", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Converted", description: "" }),
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

function uploadInto(client: Client, bytes: Uint8Array, projectId: number) {
  const form = new FormData();
  form.append("file", new File([bytes], "pack.zip"));
  form.append("projectId", String(projectId));
  return client.json<{ jobId: string }>("/api/upload", { method: "POST", body: form });
}

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
    for (const file of files.body.filter((entry) => entry.type === "file")) {
      expect(file.validationScore).toBeGreaterThanOrEqual(0);
    }
    const activity = await client.json<{ kind: string; detail: string }[]>(`/api/projects/${projectId}/activity`);
    expect(activity.body.some((entry) => entry.kind === "files_added" && entry.detail.includes("pack.zip"))).toBe(true);
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
