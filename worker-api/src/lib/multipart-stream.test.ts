import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type MultipartFileOptions, readMultipartFile } from "./multipart-stream.js";

const MB = 1024 * 1024;

/** A FormData as the runtime serialises it (what a browser sends): its body and Content-Type. */
async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("content-type") ?? "" };
}

const options = (storeAt: string, overrides: Partial<MultipartFileOptions> = {}): MultipartFileOptions => ({
  field: "file",
  holdBytes: 64 * 1024,
  maxFileBytes: 32 * MB,
  maxBodyBytes: 33 * MB,
  headBytes: 16,
  bucket: env.BUCKET,
  storeAt,
  partBytes: 5 * MB,
  tooLarge: () => new Error("too large"),
  unreadable: () => new Error("unreadable"),
  noFile: () => new Error("no file"),
  ...overrides,
});

/** A request whose body comes in pieces of `piece` bytes, with a Content-Length only when `declared`. */
function request(body: Uint8Array, type: string, piece: number, declared?: number, emptyChunks = false) {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      // Some streams hand over empty chunks between their bytes: only the stream's end ends the body.
      if (emptyChunks) controller.enqueue(new Uint8Array(0));
      controller.enqueue(body.slice(at, at + piece));
      at += piece;
    },
  });
  const headers = new Headers({ "content-type": type });
  if (declared !== undefined) headers.set("content-length", String(declared));
  return new Request("http://localhost/", { method: "POST", headers, body: stream });
}

/** Bytes with a pattern that never repeats at a part's period. */
const pattern = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 131 + (i >>> 11)) & 0xff);

describe("readMultipartFile", () => {
  it("reads a body whose stream hands over empty chunks between its bytes", async () => {
    const bytes = pattern(5000);
    const form = new FormData();
    form.append("file", new File([bytes], "stone.png", { type: "image/png" }));
    const { body, type } = await encoded(form);
    const { file } = await readMultipartFile(request(body, type, 333, undefined, true), options("empty-chunks"));
    expect(file.size).toBe(bytes.length);
    expect([...(file.bytes ?? [])]).toEqual([...bytes]);
  });

  it("holds a small file whole with its exact bytes, and reads text fields before and after it", async () => {
    // Bytes that look like a delimiter's start ("\r\n--") must stay in the file.
    const bytes = new Uint8Array([0x89, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff, 0x0d, 0x0a]);
    const form = new FormData();
    form.append("before", "block/stóne.png");
    form.append("file", new File([bytes], "stóne.png", { type: "image/png" }));
    form.append("path", "after");
    const { body, type } = await encoded(form);
    for (const piece of [1, 7, body.length]) {
      for (const declared of [body.length, undefined]) {
        const { file, fields } = await readMultipartFile(request(body, type, piece, declared), options("held"));
        expect(file).toMatchObject({ name: "stóne.png", type: "image/png", size: bytes.length, storedAt: null });
        expect([...(file.bytes ?? [])]).toEqual([...bytes]);
        expect([...file.head]).toEqual([...bytes]);
        expect(Object.fromEntries(fields)).toEqual({ before: "block/stóne.png", path: "after" });
      }
    }
    expect(await env.BUCKET.head("held")).toBeNull();
  });

  it("streams a file past a part to R2, byte for byte, keeping only its head", async () => {
    const bytes = pattern(12 * MB + 3);
    const form = new FormData();
    form.append("file", new File([bytes], "big.png", { type: "image/png" }));
    form.append("path", "block/big.png");
    const { body, type } = await encoded(form);
    // Pieces of 65,521 bytes (a prime): the boundary and every part edge fall inside a piece.
    const { file, fields } = await readMultipartFile(request(body, type, 65_521, body.length), options("streamed"));
    expect(file).toMatchObject({ name: "big.png", size: bytes.length, bytes: null, storedAt: "streamed" });
    expect([...file.head]).toEqual([...bytes.subarray(0, 16)]);
    expect(fields.get("path")).toBe("block/big.png");
    const stored = new Uint8Array(await ((await env.BUCKET.get("streamed")) as R2ObjectBody).arrayBuffer());
    expect(stored.length).toBe(bytes.length);
    expect(stored.every((byte, i) => byte === bytes[i])).toBe(true);
  });

  it("keeps the first file part of the field, skips other parts, and says when there is no file", async () => {
    const form = new FormData();
    form.append("file", "not a file");
    form.append("other", new File(["x".repeat(100_000)], "skip.png"));
    form.append("file", new File(["first"], "a.png"));
    form.append("file", new File(["second"], "b.png"));
    const { body, type } = await encoded(form);
    const { file, fields } = await readMultipartFile(request(body, type, 1000), options("first"));
    expect(file).toMatchObject({ name: "a.png" });
    expect(new TextDecoder().decode(file.bytes ?? undefined)).toBe("first");
    expect(fields.get("file")).toBe("not a file");

    const text = new FormData();
    text.append("file", "not a file");
    const only = await encoded(text);
    await expect(readMultipartFile(request(only.body, only.type, 1000), options("none"))).rejects.toThrow("no file");
  });

  it("refuses a body cut short, one that is not multipart, and one without a boundary parameter", async () => {
    const form = new FormData();
    form.append("file", new File([pattern(6 * MB)], "a.png"));
    const { body, type } = await encoded(form);
    const cut = body.subarray(0, body.length - 20);
    await expect(readMultipartFile(request(cut, type, 65_536), options("cut"))).rejects.toThrow("unreadable");
    expect(await env.BUCKET.head("cut")).toBeNull();
    const text = new TextEncoder().encode("just text");
    await expect(readMultipartFile(request(text, type, 4), options("text"))).rejects.toThrow("unreadable");
    await expect(readMultipartFile(request(body, "multipart/form-data", 4), options("x"))).rejects.toThrow(
      "unreadable",
    );
  });

  it("refuses a file past its cap and a body past its cap, or longer than it declared, storing nothing", async () => {
    const form = new FormData();
    form.append("file", new File([pattern(7 * MB)], "a.png"));
    const { body, type } = await encoded(form);
    const overFile = options("over-file", { maxFileBytes: 6 * MB });
    await expect(readMultipartFile(request(body, type, 65_536), overFile)).rejects.toThrow("too large");
    const overBody = options("over-body", { maxBodyBytes: 6 * MB });
    await expect(readMultipartFile(request(body, type, 65_536), overBody)).rejects.toThrow("too large");
    await expect(readMultipartFile(request(body, type, 65_536, 100 * MB), overBody)).rejects.toThrow("too large");
    for (const key of ["over-file", "over-body"]) expect(await env.BUCKET.head(key)).toBeNull();

    const small = new FormData();
    small.append("file", new File(["pixels"], "a.png"));
    const held = await encoded(small);
    const longer = request(held.body, held.type, 7, held.body.length - 5);
    await expect(readMultipartFile(longer, options("longer"))).rejects.toThrow("too large");
  });
});
