import { describe, expect, it } from "vitest";
import { readBodyWithin, readFormWithin } from "./body-limit.js";

class TooLarge extends Error {}
class Unreadable extends Error {}
const limit = (maxBytes: number) => ({
  maxBytes,
  tooLarge: () => new TooLarge(),
  unreadable: () => new Unreadable(),
});

/** A POST whose body arrives as a stream of the given chunks (no Content-Length), counting reads. */
function streamed(chunks: number[], headers: Record<string, string> = {}) {
  const queue = [...chunks];
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = queue.shift();
      if (size === undefined) return controller.close();
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(pulled % 251));
    },
  });
  return { request: new Request("http://localhost/", { method: "POST", body, headers }), pulled: () => pulled };
}

describe("readBodyWithin", () => {
  it("joins a body of exactly the cap, chunk by chunk", async () => {
    const { request } = streamed([3, 4, 3]);
    const bytes = await readBodyWithin(request, limit(10));
    expect([...bytes]).toEqual([3, 3, 3, 7, 7, 7, 7, 10, 10, 10]);
  });

  it("refuses at the chunk that passes the cap and reads nothing after it", async () => {
    const { request, pulled } = streamed([4, 4, 4, 4, 4]);
    await expect(readBodyWithin(request, limit(10))).rejects.toBeInstanceOf(TooLarge);
    expect(pulled()).toBeLessThanOrEqual(16);
  });

  it("refuses a declared Content-Length over the cap without reading", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: new Uint8Array(11),
      headers: { "Content-Length": "11" },
    });
    await expect(readBodyWithin(request, limit(10))).rejects.toBeInstanceOf(TooLarge);
    expect(request.bodyUsed).toBe(false);
  });

  it("reads an empty body as no bytes", async () => {
    expect(await readBodyWithin(new Request("http://localhost/", { method: "POST" }), limit(10))).toEqual(
      new Uint8Array(0),
    );
  });
});

describe("readFormWithin", () => {
  it("parses a multipart body within the cap", async () => {
    const form = new FormData();
    form.append("file", new File(["hello"], "a.txt"));
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const parsed = await readFormWithin(request, limit(1024));
    expect(await (parsed.get("file") as File).text()).toBe("hello");
  });

  it("tells a body that does not parse apart from one that is too large", async () => {
    const headers = { "Content-Type": "multipart/form-data; boundary=x" };
    await expect(readFormWithin(streamed([8], headers).request, limit(1024))).rejects.toBeInstanceOf(Unreadable);
    await expect(readFormWithin(streamed([800, 800], headers).request, limit(1024))).rejects.toBeInstanceOf(TooLarge);
  });

  it("stops reading a streamed form at the chunk that passes the cap", async () => {
    const { request, pulled } = streamed([400, 400, 400, 400, 400, 400], {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    await expect(readFormWithin(request, limit(1000))).rejects.toBeInstanceOf(TooLarge);
    expect(pulled()).toBeLessThanOrEqual(1600);
  });
});
