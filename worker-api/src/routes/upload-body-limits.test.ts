import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createProject, ORIGIN, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";

const MB = 1024 * 1024;
const BOUNDARY = "greenhouse-streamed-body";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * A request body sent as a stream, so it has no Content-Length (chunked transfer encoding). Numbers
 * stand for that many zero bytes, produced on demand; `pulled()` tells how much the server asked for.
 */
function streamedBody(pieces: (Uint8Array | string | number)[]) {
  const queue = [...pieces];
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next === undefined) return controller.close();
      let chunk: Uint8Array;
      if (typeof next === "number") {
        chunk = new Uint8Array(Math.min(next, MB));
        if (next > chunk.length) queue.unshift(next - chunk.length);
      } else {
        chunk = typeof next === "string" ? new TextEncoder().encode(next) : next;
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

/** A multipart body whose `file` field holds `content` (bytes, or a number of zero bytes). */
const fileForm = (name: string, content: Uint8Array | number, fields: Record<string, string> = {}) =>
  streamedBody([
    ...Object.entries(fields).map(
      ([field, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
    ),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`,
    "Content-Type: application/octet-stream\r\n\r\n",
    content,
    `\r\n--${BOUNDARY}--\r\n`,
  ]);

async function send(path: string, method: string, body: ReadableStream, as?: TestUser, type = MULTIPART) {
  const headers = new Headers({ Origin: ORIGIN, "Content-Type": type });
  if (as) headers.set("Cookie", as.cookie);
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const objectsUnder = async (prefix: string) => (await env.BUCKET.list({ prefix })).objects.length;

// The server must stop soon after the cap (one 1 MiB chunk past it, measured); the rest is margin.
const SLACK = 4 * MB;

describe("request bodies without Content-Length are read up to the route's cap", () => {
  it("POST /api/upload refuses a streamed body past 200 MB with 413 before reading it all", async () => {
    const user = await signIn("streamer");
    const jobsBefore = await objectsUnder("jobs/");
    const cap = 201 * MB;
    const sent = fileForm("huge.zip", cap + 32 * MB);
    const response = await send("/api/upload", "POST", sent.body, user);
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ code: "file_too_large", message: "File too large" });
    expect(sent.pulled()).toBeLessThan(cap + SLACK);
    expect(await objectsUnder("jobs/")).toBe(jobsBefore);
    const jobs = await env.DB.prepare("select count(*) as n from jobs where user_id = ?").bind(user.id).first();
    expect(jobs?.n).toBe(0);
  });

  it("POST /api/upload still takes a streamed body under the cap", async () => {
    const user = await signIn("streamer");
    const sent = fileForm("grass.png", await png(4, 4, [10, 200, 30, 255]));
    const response = await send("/api/upload", "POST", sent.body, user);
    expect(response.status).toBe(201);
    expect(response.body).toHaveProperty("jobId");
  });

  it("PUT /api/uploads/{id}/parts/{n} stops reading a streamed part once it passes the part's size", async () => {
    const user = await signIn("streamer");
    const start = await send(
      "/api/uploads",
      "POST",
      streamedBody([JSON.stringify({ name: "pack.zip", size: 1000 })]).body,
      user,
      "application/json",
    );
    expect(start.status).toBe(201);
    const uploadId = start.body.uploadId as string;
    const sent = streamedBody([64 * MB]);
    const part = await send(`/api/uploads/${uploadId}/parts/1`, "PUT", sent.body, user, "application/octet-stream");
    expect(part.status).toBe(400);
    expect(part.body.error).toMatchObject({ code: "invalid_part", message: "Part 1 must be exactly 1000 bytes" });
    expect(sent.pulled()).toBeLessThan(SLACK);
    const parts = await env.DB.prepare("select count(*) as n from upload_parts where upload_id = ?")
      .bind(uploadId)
      .first();
    expect(parts?.n).toBe(0);

    const exact = streamedBody([1000]);
    const ok = await send(`/api/uploads/${uploadId}/parts/1`, "PUT", exact.body, user, "application/octet-stream");
    expect(ok.status).toBe(200);
    expect(ok.body.receivedParts).toEqual([1]);
  });

  it("POST /api/uploaded-content refuses a streamed body past the 200 MB image cap and stores nothing", async () => {
    const user = await signIn("streamer");
    const cap = 200 * MB;
    const sent = fileForm("huge.png", cap + 32 * MB);
    const response = await send("/api/uploaded-content", "POST", sent.body, user);
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({
      code: "file_too_large",
      message: "A single image can be at most 200MB.",
    });
    expect(sent.pulled()).toBeLessThan(cap + SLACK);
    expect(await objectsUnder(`library/${user.id}/`)).toBe(0);
    const rows = await env.DB.prepare("select count(*) as n from uploaded_content where user_id = ?")
      .bind(user.id)
      .first();
    expect(rows?.n).toBe(0);
  });

  it("POST /api/uploaded-content and a project's files still take streamed bodies under the cap", async () => {
    const user = await signIn("streamer");
    const image = await png(8, 8, [90, 90, 90, 255]);
    const library = await send("/api/uploaded-content", "POST", fileForm("stone.png", image).body, user);
    expect(library.status).toBe(201);
    expect(library.body).toMatchObject({ fileName: "stone.png", fileSize: image.length });

    const projectId = await createProject(user, "Streamed");
    const added = await send(
      `/api/projects/${projectId}/files`,
      "POST",
      fileForm("stone.png", image, { path: "block/stone.png" }).body,
      user,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ path: "block/stone.png", size: image.length });
  });

  it("POST /api/jobs (batch) and POST /api/validate refuse streamed bodies past 200 MB with 413", async () => {
    const user = await signIn("streamer");
    const cap = 201 * MB;
    const batch = streamedBody([
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.zip"\r\n\r\n`,
      cap + 32 * MB,
    ]);
    const refused = await send("/api/jobs", "POST", batch.body, user);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject({ code: "file_too_large", message: "File too large" });
    expect(batch.pulled()).toBeLessThan(cap + SLACK);

    const validation = fileForm("huge.zip", cap + 32 * MB);
    const invalid = await send("/api/validate", "POST", validation.body, user);
    expect(invalid.status).toBe(413);
    expect(invalid.body.error).toMatchObject({ code: "file_too_large", message: "File too large" });
    expect(validation.pulled()).toBeLessThan(cap + SLACK);
  });
});
