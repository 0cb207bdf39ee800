import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { driveJob, jobRunner, startHandSteppedJob } from "../../../tests/workers/hand-stepped-job.js";
import { signIn } from "../../../tests/workers/helpers.js";
import { Client, png, projectFilePaths, projectOf, uploadInto, zip } from "../../../tests/workers/jobs-helpers.js";

const BLOCK = "assets/minecraft/textures/block/";
const LONG = `${BLOCK}${"L".repeat(900)}.png`;

type Line = { level: string; message: string };

describe("converting a pack into a project follows the project's path rule", () => {
  it("repairs '//' and '.', leaves out refused and colliding paths with a warning, keeps them in the zip", async () => {
    const user = await signIn("paths-owner");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const grey = await png(16, 16, [120, 120, 120, 255]);
    const pack = {
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"test"}}'),
      [`${BLOCK}/dbl.png`]: grey,
      [`${BLOCK}./dot2.png`]: grey,
      [LONG]: grey,
      [`${BLOCK}bidi\u202egnp.exe.png`]: grey,
      // Two entries that name the same file once '//' is collapsed: the first keeps the path.
      [`${BLOCK}twin.png`]: await png(16, 16, [10, 200, 10, 255]),
      [`${BLOCK}/twin.png`]: await png(16, 16, [200, 10, 10, 255]),
    };
    const upload = await uploadInto(client, zip(pack), projectId);
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");

    const files = await client.json<{ path: string; name: string; type: string }[]>(`/api/projects/${projectId}/files`);
    const paths = files.body.filter((file) => file.type === "file").map((file) => file.path);
    expect(paths.sort()).toEqual([
      ...["dbl", "dbl_n", "dbl_s", "dot2", "dot2_n", "dot2_s", "twin", "twin_n", "twin_s"].map(
        (name) => `${BLOCK}${name}.png`,
      ),
      "pack.mcmeta",
    ]);
    expect(files.body.map((entry) => entry.name)).not.toContain("");
    expect(files.body.map((entry) => entry.name)).not.toContain(".");
    const twin = await env.DB.prepare("SELECT r2_key FROM project_files WHERE project_id = ? AND path = ?")
      .bind(projectId, `${BLOCK}twin.png`)
      .first<{ r2_key: string }>();
    const stored = await env.BUCKET.get(twin?.r2_key ?? "");
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? [])).toEqual(pack[`${BLOCK}twin.png`]);

    const status = await client.json<{ logs: Line[] }>(`/api/jobs/${upload.body.jobId}/status`);
    const leftOut = status.body.logs.filter((line) => line.message.includes("is in the zip but not in the project"));
    expect(leftOut.every((line) => line.level === "warning")).toBe(true);
    // The long and the bidi textures with their two maps each, and the second twin with its maps.
    expect(leftOut).toHaveLength(9);
    expect(leftOut.map((line) => line.message)).toContain(
      `${BLOCK}bidi<U+202E>gnp.exe.png is in the zip but not in the project: File path must not contain bidirectional text controls (U+202E), which change how it displays`,
    );
    expect(leftOut.some((line) => line.message.endsWith("File path must be at most 512 characters"))).toBe(true);
    expect(leftOut.map((line) => line.message)).toContain(
      `${BLOCK}/twin.png is in the zip but not in the project: an earlier file of this pack is already ${BLOCK}twin.png`,
    );
    expect(status.body.logs.every((line) => !line.message.includes("\u202e") && line.message.length < 400)).toBe(true);

    // The download keeps every entry as the pack named it.
    const output = unzipSync(
      new Uint8Array(await (await client.fetch(`/api/jobs/${upload.body.jobId}/download`)).arrayBuffer()),
    );
    expect(Object.keys(output)).toEqual(expect.arrayContaining([LONG, `${BLOCK}bidi\u202egnp.exe.png`]));

    const activity = await client.json<{ kind: string; detail: string }[]>(`/api/projects/${projectId}/activity`);
    expect(activity.body.find((entry) => entry.kind === "files_added")?.detail).toMatch(
      /\(9 files left out of the project, see the job's log\)$/,
    );
  });

  it("leaves out a file whose path an earlier batch of the same job already took", async () => {
    const user = await signIn("paths-batches");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const first = await png(16, 16, [10, 200, 10, 255]);
    const bytes = zip({
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"test"}}'),
      [`${BLOCK}twin.png`]: first,
      [`${BLOCK}/twin.png`]: await png(16, 16, [200, 10, 10, 255]),
    });
    const id = await startHandSteppedJob({
      input: bytes,
      projectId,
      userId: user.id,
      // One texture per batch, so the twins are converted by different steps.
      pacing: { budget: { maxEntries: 1, maxTextures: 1, maxReadBytes: 1, maxMillis: 60_000 }, stepDelayMs: 3_600_000 },
    });
    const { status, steps } = await driveJob(id, 20);
    expect(status).toBe("completed");
    expect(steps).toBeGreaterThan(3);

    expect(await projectFilePaths(client, projectId)).toEqual([
      ...["twin", "twin_n", "twin_s"].map((name) => `${BLOCK}${name}.png`),
      "pack.mcmeta",
    ]);
    const row = await env.DB.prepare("SELECT r2_key FROM project_files WHERE project_id = ? AND path = ?")
      .bind(projectId, `${BLOCK}twin.png`)
      .first<{ r2_key: string }>();
    const stored = await env.BUCKET.get(row?.r2_key ?? "");
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? [])).toEqual(first);
    const logs = (await jobRunner(id).status())?.logs ?? [];
    expect(logs.filter((line) => line.message.startsWith(`${BLOCK}/twin`)).map((line) => line.message)).toEqual(
      ["twin", "twin_n", "twin_s"].map(
        (name) =>
          `${BLOCK}/${name}.png is in the zip but not in the project: an earlier file of this pack is already ${BLOCK}${name}.png`,
      ),
    );
  });
});
