import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, createProject, ORIGIN, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";
import { MAX_DECODED_IMAGE_BYTES, MAX_STORED_IMAGE_BYTES } from "../lib/upload-limits.js";

const MB = 1024 * 1024;
const BOUNDARY = "greenhouse-image-cap";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 carried over pieces: start at 0xffffffff, finish with `^ 0xffffffff`. */
function crcUpdate(c: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return c;
}

const u32 = (value: number) =>
  new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
const latin1 = (text: string) => new TextEncoder().encode(text);

/** Patterned bytes to cut pieces from: each piece starts at another offset, so no two are alike. */
const PATTERN = Uint8Array.from({ length: MB + 256 }, (_, n) => (n * 131 + (n >>> 13)) & 0xff);
/** IDAT CRCs already computed, by size and piece: a file sent, counted and hashed is made three times. */
const idatCrcs = new Map<string, number>();

/**
 * The pieces of a PNG of exactly `size` bytes declaring `side` x `side` (4096: over 2048x2048, so the
 * upload check reads its header and stores it as is): IHDR, one IDAT of patterned bytes filling the
 * rest, IEND, every CRC right. Made one piece of at most `piece` bytes at a time, never held whole;
 * `cut` ends it early (a truncated upload).
 */
function* pngPieces(size: number, side = 4096, piece = MB, cut = size): Generator<Uint8Array> {
  const ihdr = new Uint8Array([...latin1("IHDR"), ...u32(side), ...u32(side), 8, 6, 0, 0, 0]);
  const idatLength = size - 8 - 25 - 12 - 12;
  const parts: Uint8Array[] = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32(13),
    ihdr,
    u32((crcUpdate(0xffffffff, ihdr) ^ 0xffffffff) >>> 0),
    u32(idatLength),
    latin1("IDAT"),
  ];
  let sent = 0;
  const emit = function* (bytes: Uint8Array) {
    const room = cut - sent;
    if (room <= 0) return;
    sent += Math.min(room, bytes.length);
    yield bytes.subarray(0, room);
  };
  for (const part of parts) yield* emit(part);
  const key = `${size}/${piece}`;
  const known = idatCrcs.get(key);
  let crc = crcUpdate(0xffffffff, latin1("IDAT"));
  for (let at = 0, index = 0; at < idatLength; at += piece, index++) {
    const offset = (index * 37) % 256;
    const bytes = PATTERN.subarray(offset, offset + Math.min(piece, idatLength - at));
    if (known === undefined) crc = crcUpdate(crc, bytes);
    yield* emit(bytes);
  }
  if (known === undefined && sent === size - 12 - 4) idatCrcs.set(key, crc);
  yield* emit(u32(((known ?? crc) ^ 0xffffffff) >>> 0));
  yield* emit(new Uint8Array([0, 0, 0, 0, ...latin1("IEND"), 0xae, 0x42, 0x60, 0x82]));
}

/** The SHA-256 of a stream, read piece by piece. */
async function sha256Of(stream: ReadableStream<Uint8Array>): Promise<string> {
  const digest = new crypto.DigestStream("SHA-256");
  await stream.pipeTo(digest);
  return [...new Uint8Array(await digest.digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const streamOf = (pieces: Iterable<Uint8Array>) => {
  const iterator = pieces[Symbol.iterator]();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
};

/**
 * A multipart body holding `file` in the field `file` (and a `path` after it, as the app sends it),
 * streamed. With `declared`, it goes through a FixedLengthStream, so it has a Content-Length as a
 * browser's upload does; without, it is chunked.
 */
function imageBody(file: Iterable<Uint8Array>, options: { path?: string; closed?: boolean } = {}) {
  const { path, closed = true } = options;
  function* pieces() {
    yield latin1(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n`);
    yield latin1("Content-Type: image/png\r\n\r\n");
    yield* file;
    if (!closed) return;
    if (path) yield latin1(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${path}`);
    yield latin1(`\r\n--${BOUNDARY}--\r\n`);
  }
  return pieces();
}

/** The byte length of a body, counted without keeping it. */
const lengthOf = (pieces: Iterable<Uint8Array>) => {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  return length;
};

async function send(path: string, as: TestUser, body: () => Iterable<Uint8Array>, declared: boolean, method = "POST") {
  const headers = new Headers({
    Origin: ORIGIN,
    Cookie: as.cookie,
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
  });
  let stream = streamOf(body());
  if (declared) {
    const fixed = new FixedLengthStream(lengthOf(body()));
    void stream.pipeTo(fixed.writable).catch(() => {});
    stream = fixed.readable;
  }
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body: stream }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const objectsUnder = async (prefix: string) => (await env.BUCKET.list({ prefix })).objects.map((o) => o.key);
const tooLarge = { code: "file_too_large", message: "A single image can be at most 200MB." };

describe("an image streamed to R2 (over 20 MB) is stored byte for byte, up to the 200 MB cap", () => {
  it("stores a project texture exactly at the cap, sent with a Content-Length", async () => {
    const owner = await signIn("cap");
    const projectId = await createProject(owner, "Cap");
    const file = () => pngPieces(MAX_STORED_IMAGE_BYTES);
    const added = await send(
      `/api/projects/${projectId}/files`,
      owner,
      () => imageBody(file(), { path: "block/stone.png" }),
      true,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ path: "block/stone.png", size: MAX_STORED_IMAGE_BYTES });
    const stored = await call(`/api/projects/${projectId}/files/${added.body.id}/content`, { as: owner });
    expect(stored.headers.get("content-length")).toBe(String(MAX_STORED_IMAGE_BYTES));
    expect(await sha256Of(stored.body as ReadableStream)).toBe(await sha256Of(streamOf(file())));
  });

  it("stores a file sent in many small, odd-sized chunks without a Content-Length", async () => {
    const user = await signIn("cap");
    // 30 MB in pieces of 4099 bytes: the boundary and every R2 part edge fall inside some piece.
    const file = () => pngPieces(30 * MB, 4096, 4099);
    const created = await send("/api/uploaded-content", user, () => imageBody(file()), false);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ fileName: "big.png", fileSize: 30 * MB });
    const stored = await call(`/api/uploaded-content/${created.body.id}/file`, { as: user });
    expect(await sha256Of(stored.body as ReadableStream)).toBe(await sha256Of(streamOf(file())));
  });

  it("replaces a Library item with a 72 MB image (past the old 64 MB cap) in place", async () => {
    const user = await signIn("cap");
    const small = await png(16, 16, [200, 40, 40, 255]);
    const form = new FormData();
    form.append("file", new File([small], "red.png", { type: "image/png" }));
    const item = await callJson<{ id: number }>("/api/uploaded-content", { as: user, form });
    const file = () => pngPieces(72 * MB);
    const replaced = await send(`/api/uploaded-content/${item.body.id}`, user, () => imageBody(file()), true, "PUT");
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: item.body.id, fileSize: 72 * MB });
    const now = await call(`/api/uploaded-content/${item.body.id}/file`, { as: user });
    expect(await sha256Of(now.body as ReadableStream)).toBe(await sha256Of(streamOf(file())));
    // The old image and its thumbnail are gone; the new one has none (over 2048x2048).
    expect(await objectsUnder(`library/${user.id}/`)).toHaveLength(1);
  });
});

describe("a refused streamed image leaves nothing stored", () => {
  it("one byte over the cap is 413 with the cap's message", async () => {
    const owner = await signIn("cap");
    const projectId = await createProject(owner, "Over");
    const over = () => imageBody(pngPieces(MAX_STORED_IMAGE_BYTES + 1), { path: "block/stone.png" });
    const refused = await send(`/api/projects/${projectId}/files`, owner, over, true);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject(tooLarge);
    expect(await objectsUnder(`projects/${projectId}/`)).toEqual([]);
    const files = await callJson<{ type: string }[]>(`/api/projects/${projectId}/files`, { as: owner });
    expect(files.body.filter((entry) => entry.type === "file")).toEqual([]);
  });

  it("a body that ends inside the file (no closing boundary) is 400, after parts went to R2", async () => {
    const owner = await signIn("cap");
    const projectId = await createProject(owner, "Cut");
    const cut = () => imageBody(pngPieces(40 * MB, 4096, MB, 30 * MB), { closed: false });
    for (const declared of [true, false]) {
      const refused = await send(`/api/projects/${projectId}/files`, owner, cut, declared);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: "invalid_input",
        message: "The upload could not be read as multipart/form-data",
      });
    }
    expect(await objectsUnder(`projects/${projectId}/`)).toEqual([]);
  });

  it("a streamed file its checks refuse (not an image) is deleted again", async () => {
    const user = await signIn("cap");
    const text = function* () {
      for (let i = 0; i < 24; i++) yield new Uint8Array(MB).fill(0x41);
    };
    const refused = await send("/api/uploaded-content", user, () => imageBody(text()), true);
    expect(refused.status).toBe(415);
    expect(await objectsUnder(`library/${user.id}/`)).toEqual([]);
    const rows = await env.DB.prepare("select count(*) as n from uploaded_content where user_id = ?")
      .bind(user.id)
      .first();
    expect(rows?.n).toBe(0);
  });
});

describe("an image of 2048x2048 or less in a file over 20 MB is checked by its header, not decoded", () => {
  // Its pixels would be decoded beside a copy of the file in the codec: past the isolate's 128 MB at 64 MB.
  const padded = () => imageBody(pngPieces(MAX_DECODED_IMAGE_BYTES + 1, 2048), { path: "block/stone.png" });

  it("is added to a project with the header checks and a line saying why", async () => {
    const owner = await signIn("cap");
    const projectId = await createProject(owner, "Header only");
    const added = await send(`/api/projects/${projectId}/files`, owner, padded, true);
    expect(added.status).toBe(201);
    const { body } = await callJson<{ issues: { message: string }[] }>(`/api/projects/${projectId}/issues`, {
      as: owner,
    });
    expect(JSON.stringify(body)).toContain(
      "Checked from its header only: the server reads the pixels of images up to 2048x2048 in files up to 20 MB",
    );
  });

  it("is kept in the Library without a thumbnail", async () => {
    const user = await signIn("cap");
    const created = await send("/api/uploaded-content", user, padded, true);
    expect(created.status).toBe(201);
    expect(created.body.thumbnailUrl).toMatch(new RegExp(`/api/uploaded-content/${created.body.id}/file`));
  });

  it("refuses a header over the pixel budget, and deletes what was streamed", async () => {
    const user = await signIn("cap");
    const forged = () => imageBody(pngPieces(MAX_DECODED_IMAGE_BYTES + MB, 100_000));
    const refused = await send("/api/uploaded-content", user, forged, true);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject({
      code: "file_too_large",
      message: expect.stringContaining("100000x100000"),
    });
    expect(await objectsUnder(`library/${user.id}/`)).toEqual([]);
  });

  it("refuses a GIF over 20 MB, whose size needs every frame, and deletes what was streamed", async () => {
    const user = await signIn("cap");
    const gif = function* () {
      yield new Uint8Array([...latin1("GIF89a"), 16, 0, 16, 0, 0, 0, 0]);
      for (let i = 0; i < 21; i++) yield new Uint8Array(MB);
    };
    const refused = await send("/api/uploaded-content", user, () => imageBody(gif()), true);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject({
      code: "file_too_large",
      message: "A GIF image can be at most 20MB: its frames are counted from the whole file.",
    });
    expect(await objectsUnder(`library/${user.id}/`)).toEqual([]);
  });
});
