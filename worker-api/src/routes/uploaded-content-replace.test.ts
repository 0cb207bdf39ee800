import { env } from "cloudflare:workers";
import { decodePng, encodePng } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, callJson, signIn, type TestUser } from "../../../tests/workers/helpers.js";

type Content = {
  id: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  fileUrl: string;
  thumbnailUrl: string;
  uploadDate: string;
  updatedAt: string;
  error: { code: string; message: string };
};

/** A solid 32x16 PNG of one colour, so the old and new bytes (and thumbnails) tell apart. */
const solidPng = (rgb: [number, number, number]) => {
  const data = new Uint8ClampedArray(32 * 16 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return encodePng({ width: 32, height: 16, data });
};

let red: Uint8Array;
let blue: Uint8Array;

beforeAll(async () => {
  await initWorkerCodecs();
  red = await solidPng([220, 30, 30]);
  blue = await solidPng([30, 30, 220]);
});

const form = (bytes: Uint8Array, name: string, type = "image/png") => {
  const body = new FormData();
  body.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return body;
};

const upload = (user: TestUser, bytes: Uint8Array, name: string) =>
  callJson<Content>("/api/uploaded-content", { as: user, form: form(bytes, name) });

const replace = (user: TestUser, id: number, bytes: Uint8Array, name: string, origin?: string | null) =>
  callJson<Content>(`/api/uploaded-content/${id}`, {
    method: "PUT",
    as: user,
    form: form(bytes, name),
    ...(origin === undefined ? {} : { origin }),
  });

async function fileBytes(user: TestUser, id: number) {
  const response = await call(`/api/uploaded-content/${id}/file`, { as: user });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const list = async (user: TestUser) => (await callJson<Content[]>("/api/uploaded-content", { as: user })).body;

describe("replacing a library item (PUT /api/uploaded-content/:id)", () => {
  it("replaces the owner's bytes and thumbnail in place: same id, same count, new size, type and time", async () => {
    const user = await signIn("artist");
    const created = await upload(user, red, "brick.png");
    expect(created.status).toBe(201);
    const before = (await env.BUCKET.list({ prefix: `library/${user.id}/` })).objects.map((o) => o.key);

    const replaced = await replace(user, created.body.id, blue, "brick-blue.png");
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: created.body.id,
      fileName: "brick-blue.png",
      fileType: "image/png",
      fileSize: blue.byteLength,
      uploadDate: created.body.uploadDate,
    });
    expect(replaced.body.updatedAt >= created.body.updatedAt).toBe(true);
    // The answer has the list's shape, and its addresses change so no browser serves the old bytes.
    const listed = await list(user);
    expect(listed).toEqual([replaced.body]);
    expect(replaced.body.fileUrl).not.toBe(created.body.fileUrl);

    expect(await fileBytes(user, created.body.id)).toEqual(blue);
    const thumbnail = await call(replaced.body.thumbnailUrl, { as: user });
    const small = await decodePng(new Uint8Array(await thumbnail.arrayBuffer()));
    expect(Array.from(small.data.subarray(0, 4))).toEqual([30, 30, 220, 255]);

    // The old objects are gone; only the new original and thumbnail are stored.
    const after = (await env.BUCKET.list({ prefix: `library/${user.id}/` })).objects.map((o) => o.key);
    expect(after).toHaveLength(2);
    expect(after.some((key) => before.includes(key))).toBe(false);
  });

  it("answers 404 for another user's item and leaves it as it was", async () => {
    const owner = await signIn("owner");
    const other = await signIn("other");
    const created = await upload(owner, red, "mine.png");
    const attempt = await replace(other, created.body.id, blue, "stolen.png");
    expect(attempt.status).toBe(404);
    expect(attempt.body.error.message).toBe("File not found");
    expect(await list(owner)).toEqual([created.body]);
    expect(await fileBytes(owner, created.body.id)).toEqual(red);
    expect(await list(other)).toEqual([]);
  });

  it("answers 404 for an id nobody has", async () => {
    const user = await signIn("artist");
    const attempt = await replace(user, 999_999_999, blue, "ghost.png");
    expect(attempt.status).toBe(404);
    expect(attempt.body.error.code).toBe("content_not_found");
    expect((await env.BUCKET.list({ prefix: `library/${user.id}/` })).objects).toHaveLength(0);
  });

  it("refuses a file that is not an image, or a broken one, with the upload's messages and keeps the old bytes", async () => {
    const user = await signIn("artist");
    const created = await upload(user, red, "brick.png");

    const text = await replace(user, created.body.id, new TextEncoder().encode("not a picture"), "fake.png");
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(
      "Only images can be added to your library (PNG, JPG, TIFF, TGA, BMP, GIF, WebP)",
    );
    const broken = await replace(user, created.body.id, blue.slice(0, 60), "broken.png");
    expect(broken.status).toBe(422);
    expect(broken.body.error.code).toBe("unreadable_image");
    const empty = await replace(user, created.body.id, new Uint8Array(0), "empty.png");
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Please select a valid file.");

    expect(await list(user)).toEqual([created.body]);
    expect(await fileBytes(user, created.body.id)).toEqual(red);
    expect((await env.BUCKET.list({ prefix: `library/${user.id}/` })).objects).toHaveLength(2);
  });

  it("refuses a body declared over the image cap before reading it", async () => {
    const user = await signIn("artist");
    const created = await upload(user, red, "brick.png");
    const response = await call(`/api/uploaded-content/${created.body.id}`, {
      method: "PUT",
      as: user,
      form: form(blue, "big.png"),
      headers: { "Content-Length": String(202 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await fileBytes(user, created.body.id)).toEqual(red);
  });

  it("refuses a request without our origin (CSRF) and one without a session", async () => {
    const user = await signIn("artist");
    const created = await upload(user, red, "brick.png");
    const missing = await replace(user, created.body.id, blue, "brick.png", null);
    expect(missing.status).toBe(403);
    expect(missing.body.error.code).toBe("csrf_rejected");
    const foreign = await replace(user, created.body.id, blue, "brick.png", "https://evil.example");
    expect(foreign.status).toBe(403);
    const anonymous = await call(`/api/uploaded-content/${created.body.id}`, {
      method: "PUT",
      form: form(blue, "x.png"),
    });
    expect(anonymous.status).toBe(401);
    expect(await fileBytes(user, created.body.id)).toEqual(red);
  });
});
