import { describe, expect, it } from "vitest";
import { parseMultipart, readMultipartOnce } from "./multipart-image.js";

/** A FormData as the runtime serialises it (what a browser sends): its body and Content-Type. */
async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("content-type") ?? "" };
}

const limit = {
  maxBytes: 1024,
  tooLarge: () => new Error("too large"),
  unreadable: () => new Error("unreadable"),
};

describe("parseMultipart", () => {
  it("gives a file part's name, type and exact bytes as a view into the body, and text fields as text", async () => {
    // Bytes that look like a delimiter's start ("\r\n--") must stay in the file.
    const bytes = new Uint8Array([0x89, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff, 0x0d, 0x0a]);
    const form = new FormData();
    form.append("path", "block/stóne.png");
    form.append("file", new File([bytes], "stóne.png", { type: "image/png" }));
    const { body, type } = await encoded(form);
    const fields = parseMultipart(body, type);
    expect(fields?.get("path")).toBe("block/stóne.png");
    const file = fields?.get("file");
    expect(file).toMatchObject({ name: "stóne.png", type: "image/png" });
    if (typeof file !== "object") throw new Error("no file part");
    expect([...file.bytes]).toEqual([...bytes]);
    expect(file.bytes.buffer).toBe(body.buffer);
  });

  it("keeps the first part of a name, as FormData.get does", async () => {
    const form = new FormData();
    form.append("file", new File(["first"], "a.png"));
    form.append("file", new File(["second"], "b.png"));
    const { body, type } = await encoded(form);
    expect(parseMultipart(body, type)?.get("file")).toMatchObject({ name: "a.png" });
  });

  it("answers a file field sent as text as text", async () => {
    const form = new FormData();
    form.append("file", "not a file");
    const { body, type } = await encoded(form);
    expect(parseMultipart(body, type)?.get("file")).toBe("not a file");
  });

  it("refuses a body without its boundary, cut short, or with no boundary parameter", async () => {
    const form = new FormData();
    form.append("file", new File(["pixels"], "a.png"));
    const { body, type } = await encoded(form);
    expect(parseMultipart(body.subarray(0, body.length - 20), type)).toBeNull();
    expect(parseMultipart(new TextEncoder().encode("just text"), type)).toBeNull();
    expect(parseMultipart(body, "multipart/form-data")).toBeNull();
  });
});

describe("readMultipartOnce", () => {
  it("reads a streamed body without Content-Length and refuses one past the limit", async () => {
    const form = new FormData();
    form.append("file", new File(["pixels"], "a.png"));
    const { body, type } = await encoded(form);
    const streamed = (bytes: Uint8Array) =>
      new Request("http://localhost/", {
        method: "POST",
        headers: { "content-type": type },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes.slice(0, 10));
            controller.enqueue(bytes.slice(10));
            controller.close();
          },
        }),
      });
    const fields = await readMultipartOnce(streamed(body), limit);
    expect(fields.get("file")).toMatchObject({ name: "a.png" });
    const big = new Uint8Array(2048);
    big.set(body);
    await expect(readMultipartOnce(streamed(big), limit)).rejects.toThrow("too large");
  });

  it("reads a body of declared size in place, and refuses one that sends more than it declared", async () => {
    const form = new FormData();
    form.append("file", new File(["pixels"], "a.png"));
    const { body, type } = await encoded(form);
    const declared = (length: number, bytes: Uint8Array) =>
      new Request("http://localhost/", {
        method: "POST",
        headers: { "content-type": type, "content-length": String(length) },
        body: bytes,
      });
    const file = (await readMultipartOnce(declared(body.length, body), limit)).get("file");
    expect(file).toMatchObject({ name: "a.png" });
    if (typeof file !== "object") throw new Error("no file part");
    expect(new TextDecoder().decode(file.bytes)).toBe("pixels");
    await expect(readMultipartOnce(declared(body.length - 5, body), limit)).rejects.toThrow("too large");
  });

  it("refuses a declared body past the limit unread, and a body that is not multipart", async () => {
    const declared = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "4096" },
      body: "x".repeat(4096),
    });
    await expect(readMultipartOnce(declared, limit)).rejects.toThrow("too large");
    const text = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "hello",
    });
    await expect(readMultipartOnce(text, limit)).rejects.toThrow("unreadable");
  });
});
