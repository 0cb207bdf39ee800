import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Client, png } from "../../../tests/workers/jobs-helpers.js";

type Answer = { status: number; body: { jobId?: string; error?: { code: string; message: string } } };

let image: Uint8Array;

beforeAll(async () => {
  image = await png(16, 16, [90, 120, 90, 255]);
});

/** A one-part chunked upload, started and sent, not yet finished. */
async function sentUpload(client: Client, name = "race.png") {
  const start = await client.json<{ uploadId: string }>("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, size: image.length, settings: {} }),
  });
  expect(start.status).toBe(201);
  const id = start.body.uploadId;
  expect((await client.fetch(`/api/uploads/${id}/parts/1`, { method: "PUT", body: image })).status).toBe(200);
  return id;
}

const call = (client: Client, id: string, end: "complete" | "validate") =>
  client.json(`/api/uploads/${id}/${end}`, { method: "POST" }) as Promise<Answer>;

/** Holds the session for `claim` as a concurrent call would between its claim and its finish. */
async function claimAs(id: string, claim: "complete" | "validate" | "delete", minutesAgo = 0) {
  await env.DB.prepare("update upload_sessions set claimed_by = ?, claimed_at = ? where id = ?")
    .bind(claim, new Date(Date.now() - minutesAgo * 60_000).toISOString(), id)
    .run();
}

async function sessionCount(id: string) {
  const row = await env.DB.prepare("select count(*) as n from upload_sessions where id = ?")
    .bind(id)
    .first<{ n: number }>();
  return row?.n;
}

async function r2Upload(id: string) {
  const row = await env.DB.prepare("select r2_key as key, r2_upload_id as uploadId from upload_sessions where id = ?")
    .bind(id)
    .first<{ key: string; uploadId: string }>();
  if (!row) throw new Error(`no session ${id}`);
  return env.BUCKET.resumeMultipartUpload(row.key, row.uploadId);
}

const loserCodes = ["upload_not_found", "upload_finishing"];

describe("overlapping finishing calls on one chunked upload", () => {
  it("lets exactly one of several completes and validates win; the others get 404 or 409, never 500", async () => {
    const client = new Client();
    const id = await sentUpload(client);
    const answers = await Promise.all([
      call(client, id, "complete"),
      call(client, id, "validate"),
      call(client, id, "complete"),
      call(client, id, "validate"),
      call(client, id, "complete"),
      call(client, id, "validate"),
    ]);
    const winners = answers.filter((answer) => answer.status < 300);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status >= 300)) {
      expect([404, 409]).toContain(loser.status);
      expect(loserCodes).toContain(loser.body.error?.code);
    }
    expect(await sessionCount(id)).toBe(0);
    // A winning complete made its job; a winning validate left no object behind.
    const winner = winners[0] as Answer;
    const objects = (await env.BUCKET.list({ prefix: `uploads/${id}/` })).objects;
    if (winner.status === 201) expect(winner.body.jobId).toBeTruthy();
    else expect(objects).toHaveLength(0);
  });

  it("answers a call made while another holds the upload with a precise 409, and the holder still wins", async () => {
    const client = new Client();
    const id = await sentUpload(client);
    await claimAs(id, "validate");
    const complete = await call(client, id, "complete");
    expect(complete.status).toBe(409);
    expect(complete.body.error).toMatchObject({
      code: "upload_finishing",
      message: "This upload is already being validated",
    });
    const put = (await client.json(`/api/uploads/${id}/parts/1`, { method: "PUT", body: image })) as Answer;
    expect(put.status).toBe(409);
    const del = (await client.json(`/api/uploads/${id}`, { method: "DELETE" })) as Answer;
    expect(del.body.error?.code).toBe("upload_finishing");
    // Nothing was consumed: once the claim is gone the upload completes normally.
    await env.DB.prepare("update upload_sessions set claimed_by = null, claimed_at = null where id = ?").bind(id).run();
    expect((await call(client, id, "complete")).status).toBe(201);
  });

  it("treats an upload being deleted as gone (404) for parts and finishes", async () => {
    const client = new Client();
    const id = await sentUpload(client);
    await claimAs(id, "delete");
    const put = (await client.json(`/api/uploads/${id}/parts/1`, { method: "PUT", body: image })) as Answer;
    expect(put.status).toBe(404);
    expect(put.body.error?.code).toBe("upload_not_found");
    expect((await call(client, id, "validate")).status).toBe(404);
  });

  it("lets a claim whose call died (older than five minutes) be taken over", async () => {
    const client = new Client();
    const id = await sentUpload(client);
    await claimAs(id, "complete", 10);
    expect((await call(client, id, "complete")).status).toBe(201);
  });

  it("answers 404, not 500, when R2 no longer has the multipart upload, and drops the session", async () => {
    const client = new Client();
    const id = await sentUpload(client);
    await (await r2Upload(id)).abort();
    const put = (await client.json(`/api/uploads/${id}/parts/1`, { method: "PUT", body: image })) as Answer;
    expect(put.status).toBe(404);
    expect(put.body.error?.code).toBe("upload_not_found");
    const complete = await call(client, id, "complete");
    expect(complete.status).toBe(404);
    expect(complete.body.error?.code).toBe("upload_not_found");
    expect(await sessionCount(id)).toBe(0);
  });

  it("gives a part racing a DELETE 200 or 404, never 500, and a later complete 404", async () => {
    const client = new Client();
    const id = await sentUpload(client);
    const [put, del] = await Promise.all([
      client.fetch(`/api/uploads/${id}/parts/1`, { method: "PUT", body: image }),
      client.fetch(`/api/uploads/${id}`, { method: "DELETE" }),
    ]);
    expect(del.status).toBe(204);
    expect([200, 404]).toContain(put.status);
    const complete = await call(client, id, "complete");
    expect(complete.status).toBe(404);
    expect(await sessionCount(id)).toBe(0);
  });

  it("gives the claim back when parts are missing, so the upload can be finished once they arrive", async () => {
    const client = new Client();
    const start = await client.json<{ uploadId: string }>("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "late.png", size: image.length, settings: {} }),
    });
    const id = start.body.uploadId;
    expect((await call(client, id, "validate")).body.error?.code).toBe("upload_incomplete");
    expect((await client.fetch(`/api/uploads/${id}/parts/1`, { method: "PUT", body: image })).status).toBe(200);
    expect((await call(client, id, "validate")).status).toBe(200);
    expect(await sessionCount(id)).toBe(0);
  });
});
