import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sweepExpired } from "../../worker-api/src/services/jobs-sweep.js";
import { sweepAbandonedUploads } from "../../worker-api/src/services/uploads.js";
import { Client, expectError, png, smallPack, zip } from "./jobs-helpers.js";

interface Progress {
  uploadId: string;
  partSize: number;
  partCount: number;
  receivedParts: number[];
}

describe("resumable chunked upload", () => {
  it("takes parts in any order, survives a broken part, and completes into a job", async () => {
    const client = new Client();
    const pack = await smallPack();
    pack["assets/minecraft/sounds/big.ogg"] = crypto.getRandomValues(new Uint8Array(65_536)).map((_, i) => i * 7);
    pack["assets/minecraft/sounds/bigger.ogg"] = new Uint8Array(9 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    const bytes = zip(pack, 0);
    const start = await client.json<Progress>("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "chunked.zip", size: bytes.length, settings: {} }),
    });
    expect(start.status).toBe(201);
    const { uploadId, partSize, partCount } = start.body;
    expect(partCount).toBe(2);
    const part = (n: number) => bytes.subarray((n - 1) * partSize, n * partSize);

    expectError(
      await client.json(`/api/uploads/${uploadId}/parts/1`, { method: "PUT", body: part(1).subarray(1) }),
      400,
      /Part 1 must be exactly/,
    );
    expect((await client.json(`/api/uploads/${uploadId}/parts/2`, { method: "PUT", body: part(2) })).status).toBe(200);
    expectError(await client.json(`/api/uploads/${uploadId}/complete`, { method: "POST" }), 409, /missing parts 1/);
    // After a broken connection the client asks what arrived and sends only the rest.
    expect((await client.json<Progress>(`/api/uploads/${uploadId}`)).body.receivedParts).toEqual([2]);
    expect((await client.json(`/api/uploads/${uploadId}/parts/1`, { method: "PUT", body: part(1) })).status).toBe(200);

    const done = await client.json<{ jobId: string }>(`/api/uploads/${uploadId}/complete`, { method: "POST" });
    expect(done.status).toBe(201);
    expect((await client.waitForJob(done.body.jobId)).status).toBe("completed");
    const output = unzipSync(
      new Uint8Array(await (await client.fetch(`/api/jobs/${done.body.jobId}/download`)).arrayBuffer()),
    );
    // Issue 3: pack.mcmeta is the one input file rewritten (its description marked LabPBR).
    for (const [name, content] of Object.entries(pack)) {
      if (name !== "pack.mcmeta") expect(output[name]?.length, name).toBe(content.length);
    }
    expect(new TextDecoder().decode(output["pack.mcmeta"])).toContain("(LabPBR)");
    expect(output["assets/minecraft/textures/block/stone_n.png"]).toBeDefined();
    expectError(await client.json(`/api/uploads/${uploadId}`), 404, /Upload not found/);
  });

  it("refuses oversized, empty and wrongly named uploads before storing anything", async () => {
    const client = new Client();
    const start = (name: string, size: number) =>
      client.json("/api/uploads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, size }),
      });
    expectError(await start("huge.zip", 200 * 1024 * 1024 + 1), 413, /^File too large$/);
    expectError(await start("empty.zip", 0), 400, /^Empty file$/);
    expectError(await start("minus.zip", -5), 400, /^size cannot be negative$/);
    expectError(await start("half.zip", 2.5), 400, /^size must be a whole number of bytes$/);
    expectError(await start("pack.rar", 10), 415, /^Invalid file type$/);
  });

  it("deletes a pack whose content is refused at completion", async () => {
    const client = new Client();
    const bytes = zip({ "../../etc/passwd": new Uint8Array(3) });
    const start = await client.json<Progress>("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "evil.zip", size: bytes.length }),
    });
    await client.fetch(`/api/uploads/${start.body.uploadId}/parts/1`, { method: "PUT", body: bytes });
    expectError(
      await client.json(`/api/uploads/${start.body.uploadId}/complete`, { method: "POST" }),
      400,
      /Unsafe path/,
    );
    expect((await env.BUCKET.list({ prefix: `uploads/${start.body.uploadId}/` })).objects).toEqual([]);
  });

  it("aborts abandoned uploads once they expire", async () => {
    const client = new Client();
    const start = await client.json<Progress>("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "left.png", size: 10 }),
    });
    const tomorrow = new Date(Date.now() + 25 * 3_600_000).toISOString();
    expect(await sweepAbandonedUploads(env, tomorrow)).toBeGreaterThanOrEqual(1);
    expectError(await client.json(`/api/uploads/${start.body.uploadId}`), 404, /Upload not found/);
  });

  it("deletes the joined object of an upload whose session outlived the join (an isolate that died in between)", async () => {
    const client = new Client();
    const bytes = await png(16, 16, [120, 90, 60, 255]);
    const start = await client.json<Progress>("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "joined.png", size: bytes.length }),
    });
    await client.fetch(`/api/uploads/${start.body.uploadId}/parts/1`, { method: "PUT", body: bytes });
    // What the complete route does before it forgets the session, without the forgetting.
    const session = await env.DB.prepare("select r2_key, r2_upload_id from upload_sessions where id = ?")
      .bind(start.body.uploadId)
      .first<{ r2_key: string; r2_upload_id: string }>();
    const part = await env.DB.prepare("select etag from upload_parts where upload_id = ?")
      .bind(start.body.uploadId)
      .first<{ etag: string }>();
    if (!session || !part) throw new Error("The upload session was not stored");
    await env.BUCKET.resumeMultipartUpload(session.r2_key, session.r2_upload_id).complete([
      { partNumber: 1, etag: part.etag },
    ]);
    expect(await env.BUCKET.head(session.r2_key)).not.toBeNull();

    const tomorrow = new Date(Date.now() + 25 * 3_600_000).toISOString();
    expect(await sweepAbandonedUploads(env, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await env.BUCKET.head(session.r2_key)).toBeNull();
    const left = await env.DB.prepare("select count(*) as n from upload_sessions where id = ?")
      .bind(start.body.uploadId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("cancel, retry and delete", () => {
  it("cancels a running job, retries it to completion, then deletes it with its files", async () => {
    const client = new Client();
    const upload = await client.upload(zip(await smallPack()), "pack.zip");
    const id = upload.body.jobId;
    const cancelled = await client.json<{ status: string; error: string }>(`/api/jobs/${id}/cancel`, {
      method: "POST",
    });
    // The job may already have finished on a fast machine; both answers are legitimate.
    if (cancelled.status === 200) {
      expect(cancelled.body).toMatchObject({ status: "failed", error: "Cancelled by you" });
      // Its log line is info, not a red error: the user stopped it, nothing went wrong.
      const logs = (await client.json<{ logs: { level: string; message: string }[] }>(`/api/jobs/${id}/status`)).body
        .logs;
      expect(logs.filter((line) => line.message === "Cancelled by you").map((line) => line.level)).toEqual(["info"]);
      expectError(await client.json(`/api/jobs/${id}/download`), 409, /failed/);
      expect((await client.json<{ status: string }>(`/api/jobs/${id}/retry`, { method: "POST" })).body.status).toBe(
        "pending",
      );
    } else expectError(cancelled, 409, /Only pending or processing/);
    expect((await client.waitForJob(id)).status).toBe("completed");
    expectError(await client.json(`/api/jobs/${id}/retry`, { method: "POST" }), 409, /Only failed jobs/);
    expect((await env.BUCKET.list({ prefix: `jobs/${id}/` })).objects.length).toBe(2);

    expect((await client.fetch(`/api/jobs/${id}`, { method: "DELETE" })).status).toBe(204);
    expectError(await client.json(`/api/jobs/${id}`), 404, "Job not found");
    expect((await env.BUCKET.list({ prefix: `jobs/${id}/` })).objects).toEqual([]);
  });

  it("expires old jobs on the scheduled sweep, with their R2 objects", async () => {
    const client = new Client();
    const upload = await client.upload(await png(2, 2, [5, 5, 5, 255]), "old.png");
    const id = upload.body.jobId;
    expect((await client.waitForJob(id)).status).toBe("completed");
    const { jobs } = await sweepExpired(env, new Date(Date.now() + 25 * 3_600_000).toISOString());
    expect(jobs).toBeGreaterThanOrEqual(1);
    expectError(await client.json(`/api/jobs/${id}`), 404, "Job not found");
    expect((await env.BUCKET.list({ prefix: `jobs/${id}/` })).objects).toEqual([]);
  });

  it("lists per-file failures instead of dropping the file", async () => {
    const client = new Client();
    const pack = await smallPack();
    pack["assets/minecraft/textures/block/broken.png"] = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const upload = await client.upload(zip(pack), "pack.zip");
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const files = await client.json<{ originalPath: string; validationStatus: string }[]>(
      `/api/jobs/${upload.body.jobId}/files`,
    );
    expect(files.body.find((file) => file.originalPath.endsWith("broken.png"))?.validationStatus).toBe("error");
    const output = unzipSync(
      new Uint8Array(await (await client.fetch(`/api/jobs/${upload.body.jobId}/download`)).arrayBuffer()),
    );
    expect(output["assets/minecraft/textures/block/broken.png"]).toEqual(
      pack["assets/minecraft/textures/block/broken.png"],
    );
    const status = await client.json<{ logs: { level: string; message: string }[] }>(
      `/api/jobs/${upload.body.jobId}/status`,
    );
    expect(status.body.logs.some((line) => line.level === "error" && line.message.includes("broken.png"))).toBe(true);
  });

  it("counts files, not the folder entries a zip tool adds, in its log", async () => {
    const client = new Client();
    const pack = await smallPack();
    const folders = ["assets/", "assets/minecraft/", "assets/minecraft/textures/", "assets/minecraft/textures/block/"];
    const withFolders = { ...Object.fromEntries(folders.map((folder) => [folder, new Uint8Array()])), ...pack };
    const upload = await client.upload(zip(withFolders), "folders.zip");
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const status = await client.json<{ logs: { level: string; message: string }[] }>(
      `/api/jobs/${upload.body.jobId}/status`,
    );
    // Six files (stone and lava get maps); the four folder entries are copied but not counted.
    const found = status.body.logs.filter((line) => line.message.startsWith("Found "));
    expect(found.map((line) => line.message)).toEqual(["Found 6 files, 2 textures to convert"]);
  });

  it("ends its log naming an input texture that converted but fails LabPBR's rules", async () => {
    const client = new Client();
    const pack = await smallPack();
    pack["assets/minecraft/textures/item/splash_potion.png"] = await png(16, 18, [90, 60, 200, 255]);
    const upload = await client.upload(zip(pack), "odd.zip");
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const status = await client.json<{ logs: { level: string; message: string }[] }>(
      `/api/jobs/${upload.body.jobId}/status`,
    );
    expect(status.body.logs.at(-1)).toMatchObject({
      level: "warning",
      message:
        "Done: 6 maps for 3 textures; 1 file fails LabPBR's rules (assets/minecraft/textures/item/splash_potion.png) (see the files list)",
    });
  });

  it("refuses a texture over the server's 1024x1024 budget from its header and keeps it unchanged", async () => {
    const client = new Client();
    const pack = await smallPack();
    const huge = "assets/minecraft/textures/block/huge.png";
    pack[huge] = await png(1025, 1024, [60, 60, 60, 255]);
    // Stored: a solid 1025x1024 PNG deflates far past the zip-bomb ratio.
    const upload = await client.upload(zip(pack, 0), "pack.zip");
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const files = await client.json<
      { originalPath: string; validationStatus: string; validationIssues: { suggestion?: string }[] }[]
    >(`/api/jobs/${upload.body.jobId}/files`);
    const hugeRow = files.body.find((file) => file.originalPath === huge);
    expect(hugeRow?.validationStatus).toBe("error");
    expect(hugeRow?.validationIssues[0]?.suggestion).toMatch(
      /^Use Convert on this device or the Batch tab for this pack: both run without the server's memory limit/,
    );
    const output = unzipSync(
      new Uint8Array(await (await client.fetch(`/api/jobs/${upload.body.jobId}/download`)).arrayBuffer()),
    );
    expect(output[huge]).toEqual(pack[huge]);
    expect(output["assets/minecraft/textures/block/huge_n.png"]).toBeUndefined();
    expect(output["assets/minecraft/textures/block/stone_n.png"]).toBeDefined();
    const status = await client.json<{ logs: { level: string; message: string }[] }>(
      `/api/jobs/${upload.body.jobId}/status`,
    );
    expect(
      status.body.logs.some(
        (line) => line.level === "error" && line.message.includes("1025x1024 exceeds the limit of 1024x1024 pixels"),
      ),
    ).toBe(true);
  });
});
