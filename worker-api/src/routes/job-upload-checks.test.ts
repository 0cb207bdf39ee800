import { env } from "cloudflare:workers";
import { concatChunks } from "@greenhouse/wasm-pipeline";
import { beforeAll, describe, expect, it } from "vitest";
import { Client, png } from "../../../tests/workers/jobs-helpers.js";

type Answer = {
  status: number;
  body: { jobId?: string; error?: { code: string; message: string; details?: unknown } };
};

let small: Uint8Array;
/** The real 16x16 PNG with its IHDR saying `side`x`side`: a job reads only the header before it runs. */
const forged = (side: number) => {
  const head = small.slice(0, 33);
  new DataView(head.buffer).setUint32(16, side);
  new DataView(head.buffer).setUint32(20, side);
  return concatChunks([head, small.slice(33)]);
};

beforeAll(async () => {
  small = await png(16, 16, [90, 120, 90, 255]);
});

/** What a refused upload of `name` may have left: R2 objects holding its name and job rows for it. */
async function leftBehind(name: string) {
  const keys: string[] = [];
  for (const prefix of ["jobs/", "uploads/"]) {
    keys.push(...(await env.BUCKET.list({ prefix })).objects.map((object) => object.key));
  }
  const rows = await env.DB.prepare("select count(*) as n from jobs where file_name = ?")
    .bind(name)
    .first<{ n: number }>();
  // A batch's inputs are `<n>-<name>`.
  return {
    objects: keys.filter((key) => /[/-]$/.test(key.slice(0, -name.length)) && key.endsWith(name)),
    jobs: rows?.n,
  };
}

/** A chunked upload of one part: started, sent, then completed into a job (or validated). */
async function chunked(client: Client, name: string, bytes: Uint8Array, end: "complete" | "validate" = "complete") {
  const start = await client.json<{ uploadId: string }>("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, size: bytes.length, settings: {} }),
  });
  expect(start.status).toBe(201);
  const id = start.body.uploadId;
  expect((await client.fetch(`/api/uploads/${id}/parts/1`, { method: "PUT", body: bytes })).status).toBe(200);
  return { id, answer: (await client.json(`/api/uploads/${id}/${end}`, { method: "POST" })) as Answer };
}

async function sessionRows(id: string) {
  const sessions = await env.DB.prepare("select count(*) as n from upload_sessions where id = ?").bind(id).first();
  const parts = await env.DB.prepare("select count(*) as n from upload_parts where upload_id = ?").bind(id).first();
  return [(sessions as { n: number } | null)?.n, (parts as { n: number } | null)?.n];
}

describe("a job refuses a lone image named as a LabPBR map (422), storing nothing", () => {
  it("refuses sand_s.png as a single image and as a sequence, and Stone_N.PNG in any case", async () => {
    const client = new Client();
    for (const settings of [undefined, { inputType: "single" }, { inputType: "sequence" }]) {
      const answer = (await client.upload(small, "sand_s.png", settings)) as Answer;
      expect(answer.status, JSON.stringify(settings)).toBe(422);
      expect(answer.body.error).toEqual({
        code: "already_labpbr_map",
        message: "sand_s.png is already a LabPBR map: choose its base texture sand.png, or use Validate Only",
        details: {
          hint: "sand_s.png is a specular (_s) map, not a base colour texture. Choose sand.png to generate its maps, or use Validate Only to check this one.",
        },
      });
    }
    const normal = (await client.upload(small, "Stone_N.PNG")) as Answer;
    expect(normal.status).toBe(422);
    expect(normal.body.error?.message).toBe(
      "Stone_N.PNG is already a LabPBR map: choose its base texture Stone.PNG, or use Validate Only",
    );
    expect(normal.body.error?.details).toEqual({
      hint: "Stone_N.PNG is a normal (_n) map, not a base colour texture. Choose Stone.PNG to generate its maps, or use Validate Only to check this one.",
    });
    expect(await leftBehind("sand_s.png")).toEqual({ objects: [], jobs: 0 });
    expect(await leftBehind("Stone_N.PNG")).toEqual({ objects: [], jobs: 0 });
    expect((await client.json("/api/jobs")).body).toEqual([]);
  });

  it("refuses a chunked upload of one at completion, dropping its object and session, but validates one", async () => {
    const client = new Client();
    const refused = await chunked(client, "chunk_n.png", small);
    expect(refused.answer.status).toBe(422);
    expect(refused.answer.body.error?.code).toBe("already_labpbr_map");
    expect(await leftBehind("chunk_n.png")).toEqual({ objects: [], jobs: 0 });
    expect(await sessionRows(refused.id)).toEqual([0, 0]);

    // The start cannot tell a job from Validate Only, which is what a map is for.
    const validated = await chunked(client, "check_n.png", small, "validate");
    expect(validated.answer.status).toBe(200);
  });
});

describe("a job refuses an image too small for its declared size (422), storing nothing", () => {
  it("refuses a forged 4096x4096 PNG as a single image and as a sequence", async () => {
    const client = new Client();
    const bytes = forged(4096);
    for (const inputType of ["single", "sequence"]) {
      const answer = (await client.upload(bytes, "forged.png", { inputType })) as Answer;
      expect(answer.status, inputType).toBe(422);
      expect(answer.body.error).toEqual({
        code: "unreadable_image",
        message: `The image could not be read (forged.png: the file (${bytes.length} bytes) is smaller than its declared 4096x4096 allows: truncated or forged)`,
      });
    }
    expect(await leftBehind("forged.png")).toEqual({ objects: [], jobs: 0 });
  });

  it("refuses one sent in chunks and one in a batch", async () => {
    const client = new Client();
    const bytes = forged(8192);
    const refused = await chunked(client, "forged-chunked.png", bytes);
    expect(refused.answer.status).toBe(422);
    expect(refused.answer.body.error?.message).toMatch(/^The image could not be read \(forged-chunked\.png: the file/);
    expect(await leftBehind("forged-chunked.png")).toEqual({ objects: [], jobs: 0 });
    expect(await sessionRows(refused.id)).toEqual([0, 0]);

    const form = new FormData();
    form.append("files", new File([small as Uint8Array<ArrayBuffer>], "batchmate.png"));
    form.append("files", new File([bytes as Uint8Array<ArrayBuffer>], "forged-batch.png"));
    const batch = await client.json<Answer["body"]>("/api/jobs", { method: "POST", body: form });
    expect(batch.status).toBe(422);
    expect(batch.body.error?.message).toMatch(/^The image could not be read \(forged-batch\.png: the file/);
    expect((await leftBehind("batchmate.png")).objects).toEqual([]);
    expect((await leftBehind("forged-batch.png")).objects).toEqual([]);
    // A batch's row is named batch-<id>.zip: the guest's list of jobs shows none was made.
    expect((await client.json("/api/jobs")).body).toEqual([]);
  });

  it("still takes a real image whose header fits its file", async () => {
    const client = new Client();
    const answer = (await client.upload(await png(64, 64, [10, 200, 30, 255]), "grass.png")) as Answer;
    expect(answer.status).toBe(201);
    expect((await client.waitForJob(answer.body.jobId as string)).status).toBe("completed");
  });
});
