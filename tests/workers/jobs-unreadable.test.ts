import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { Client, png, smallPack, zip } from "./jobs-helpers.js";

/** A texture cut short after its header: the upload checks pass (it is a PNG), decoding fails. */
async function truncatedPng(): Promise<Uint8Array> {
  return (await png(16, 16, [120, 90, 60, 255])).subarray(0, 60);
}

async function batch(client: Client, files: [Uint8Array, string][]) {
  const form = new FormData();
  for (const [bytes, name] of files) form.append("files", new File([bytes], name));
  form.append("settings", JSON.stringify({}));
  const created = await client.json<{ id: string }>("/api/jobs", { method: "POST", body: form });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe("a job whose input gives nothing to convert", () => {
  it("fails a single image that cannot be decoded, with the decoder's message and no download", async () => {
    const client = new Client();
    const upload = await client.upload(await truncatedPng(), "corrupt.png");
    expect(upload.status).toBe(201);
    const job = await client.waitForJob(upload.body.jobId);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/corrupt\.png/);
    const status = await client.json<{ currentTask: string; logs: { level: string; message: string }[] }>(
      `/api/jobs/${upload.body.jobId}/status`,
    );
    expect(status.body.currentTask).toMatch(/^Failed: .*corrupt\.png/);
    // Failed for good at once: a broken file does not get better on a retry of the step.
    expect(status.body.logs.filter((line) => line.message.includes("trying again"))).toEqual([]);
    // The decoder's reason is logged once: the converter reported it, so failing the job adds no copy.
    const errors = status.body.logs.filter((line) => line.level === "error").map((line) => line.message);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBe(job.error);
    expect((await client.fetch(`/api/jobs/${upload.body.jobId}/download`)).status).toBe(409);
    expect((await env.BUCKET.list({ prefix: `jobs/${upload.body.jobId}/output/` })).objects).toEqual([]);
  });

  it("fails a batch in which no texture converts, and completes one in which some do", async () => {
    const client = new Client();
    const broken = await batch(client, [
      [await truncatedPng(), "a.png"],
      [await truncatedPng(), "b.png"],
    ]);
    const failed = await client.waitForJob(broken);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/^None of the 2 textures could be converted: .*\.png/);
    // A batch of one says so in the singular, not "None of the 1 textures".
    const alone = await client.waitForJob(await batch(client, [[await truncatedPng(), "a.png"]]));
    expect(alone.status).toBe("failed");
    expect(alone.error).toMatch(/^The texture could not be converted: .*a\.png/);

    const mixed = await batch(client, [
      [await truncatedPng(), "a.png"],
      [await png(16, 16, [120, 90, 60, 255]), "b.png"],
    ]);
    expect((await client.waitForJob(mixed)).status).toBe("completed");
  });

  it("still completes a resource pack with an unreadable texture, that texture reported and kept", async () => {
    const client = new Client();
    const pack = await smallPack();
    const broken = await truncatedPng();
    const upload = await client.upload(
      zip({ ...pack, "assets/minecraft/textures/block/broken.png": broken }),
      "pack.zip",
    );
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const output = unzipSync(
      new Uint8Array(await (await client.fetch(`/api/jobs/${upload.body.jobId}/download`)).arrayBuffer()),
    );
    expect(output["assets/minecraft/textures/block/broken.png"]).toEqual(broken);
    const files = await client.json<{ originalPath: string; validationStatus: string }[]>(
      `/api/jobs/${upload.body.jobId}/files`,
    );
    expect(files.body.find((file) => file.originalPath.endsWith("broken.png"))?.validationStatus).toBe("error");
  });
});
