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
};

let png: Uint8Array;

beforeAll(async () => {
  await initWorkerCodecs();
  const data = new Uint8ClampedArray(256 * 64 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([i % 256, 40, 200, 255], i);
  png = await encodePng({ width: 256, height: 64, data });
});

const form = (bytes: Uint8Array, name: string, type = "image/png") => {
  const body = new FormData();
  body.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return body;
};

async function upload(user: TestUser, bytes: Uint8Array, name: string, type?: string) {
  return callJson<Content & { error: { code: string; message: string } }>("/api/uploaded-content", {
    as: user,
    form: form(bytes, name, type),
  });
}

describe("uploaded content library", () => {
  it("stores an image with a pipeline-made thumbnail, lists, downloads and deletes it", async () => {
    const user = await signIn("artist");
    const created = await upload(user, png, "stripes.png");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ fileName: "stripes.png", fileType: "image/png", fileSize: png.byteLength });

    const listed = await callJson<Content[]>("/api/uploaded-content", { as: user });
    expect(listed.body.map((item) => item.id)).toEqual([created.body.id]);

    const file = await call(`${created.body.fileUrl}&download`, { as: user });
    expect(file.headers.get("content-disposition")).toBe(
      "attachment; filename=\"stripes.png\"; filename*=UTF-8''stripes.png",
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    const thumbnail = await call(created.body.thumbnailUrl, { as: user });
    expect(thumbnail.headers.get("content-type")).toBe("image/png");
    const small = await decodePng(new Uint8Array(await thumbnail.arrayBuffer()));
    expect([small.width, small.height]).toEqual([128, 32]);

    expect((await call(`/api/uploaded-content/${created.body.id}`, { method: "DELETE", as: user })).status).toBe(200);
    expect((await env.BUCKET.list({ prefix: `library/${user.id}/` })).objects).toHaveLength(0);
    expect((await callJson<Content[]>("/api/uploaded-content", { as: user })).body).toEqual([]);
  });

  it("thumbnails an animated GIF by its first frame, not its whole strip", async () => {
    const user = await signIn("artist");
    // 4x4, three frames: red, green, blue (written with omggif's GifWriter).
    const gif = Uint8Array.from(
      atob(
        "R0lGODlhBAAEAIEAAP8AAAD/AAAA/////yH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAAABAAEAAACBISPCQUAIfkEAAoAAAAsAAAAAAQABAAAAgSMjxkFACH5BAAKAAAALAAAAAAEAAQAAAIElI8pBQA7",
      ),
      (c) => c.charCodeAt(0),
    );
    const created = await upload(user, gif, "ember.gif", "image/gif");
    expect(created.status).toBe(201);
    const thumbnail = await call(created.body.thumbnailUrl, { as: user });
    const small = await decodePng(new Uint8Array(await thumbnail.arrayBuffer()));
    expect([small.width, small.height]).toEqual([4, 4]);
    expect(Array.from(small.data.subarray(0, 4))).toEqual([255, 0, 0, 255]);
  });

  it("names a non-ASCII file with an ASCII fallback plus the exact UTF-8 name (RFC 6266 filename*)", async () => {
    const user = await signIn("artist");
    const created = await upload(user, png, "Grüße 石 (it's).png");
    expect(created.body.fileName).toBe("Grüße 石 (it's).png");
    for (const [query, type] of [
      ["&download", "attachment"],
      ["", "inline"],
    ]) {
      const file = await call(`${created.body.fileUrl}${query}`, { as: user });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toBe(
        `${type}; filename="Gr__e _ (it's).png"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%E7%9F%B3%20%28it%27s%29.png`,
      );
    }
  });

  it("drops bidirectional controls (U+202A..U+202E, U+2066..U+2069) and control characters from the stored name", async () => {
    const user = await signIn("artist");
    for (const [name, stored] of [
      // The PNG's name also ends in .png, whatever it was sent as.
      ["lib\u202Egnp.exe", "libgnp.png"],
      ["a\u202Ab\u202Bc\u202Cd\u202De.png", "abcde.png"],
      ["\u2066x\u2067y\u2068z\u2069.png", "xyz.png"],
      ["tab\there\u0001.png", "tabhere.png"],
    ] as const) {
      const created = await upload(user, png, name);
      expect(created.status, JSON.stringify(name)).toBe(201);
      expect(created.body.fileName, JSON.stringify(name)).toBe(stored);
    }
  });

  it("gives a name the extension of what its bytes are, so a download never opens as a page", async () => {
    const user = await signIn("artist");
    // A real PNG with a script appended, sent as HTML: saved from the download it ran as a page.
    const polyglot = new Uint8Array([...png, ...new TextEncoder().encode("<html><script>alert(1)</script></html>")]);
    for (const [name, stored] of [
      ["evil.html", "evil.png"],
      ["evil.svg", "evil.png"],
      ["no-extension", "no-extension.png"],
      ["Stone.PNG", "Stone.PNG"],
    ] as const) {
      const created = await upload(user, polyglot, name);
      expect(created.status, name).toBe(201);
      expect(created.body.fileName, name).toBe(stored);
    }
    const file = await call(`${(await upload(user, polyglot, "evil.html")).body.fileUrl}&download`, { as: user });
    expect(file.headers.get("content-disposition")).toBe(
      "attachment; filename=\"evil.png\"; filename*=UTF-8''evil.png",
    );
  });

  it("sniffs the type from the bytes: a renamed text file is 415, a broken PNG 422, an empty file 400", async () => {
    const user = await signIn("artist");
    const text = await upload(user, new TextEncoder().encode("hello, not a picture"), "fake.png");
    expect(text.status).toBe(415);
    const broken = await upload(user, png.slice(0, 60), "broken.png");
    expect(broken.status).toBe(422);
    expect(broken.body.error.code).toBe("unreadable_image");
    const empty = await upload(user, new Uint8Array(0), "empty.png");
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Please select a valid file.");
    // A PNG declared as text is still a PNG.
    const declaredWrong = await upload(user, png, "mislabelled.bin", "text/plain");
    expect(declaredWrong.status).toBe(201);
    expect(declaredWrong.body.fileType).toBe("image/png");
  });

  it("refuses a body declared over 200 MB before reading it", async () => {
    const user = await signIn("artist");
    const response = await call("/api/uploaded-content", {
      method: "POST",
      as: user,
      form: form(png, "a.png"),
      headers: { "Content-Length": String(202 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it("keeps each user's library private", async () => {
    const owner = await signIn("owner");
    const other = await signIn("other");
    const created = await upload(owner, png, "mine.png");
    expect((await call(created.body.fileUrl, { as: other })).status).toBe(404);
    expect((await call(`/api/uploaded-content/${created.body.id}`, { method: "DELETE", as: other })).status).toBe(404);
    expect((await callJson<Content[]>("/api/uploaded-content", { as: other })).body).toEqual([]);
    expect((await call("/api/uploaded-content")).status).toBe(401);
  });
});
