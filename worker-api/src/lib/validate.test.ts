import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, signIn, type TestUser } from "../../../tests/workers/helpers.js";

const MB = 1024 * 1024;
// The server must stop soon after the cap (about one chunk past it); the rest is margin.
const SLACK = 2 * MB;

/**
 * `{...fields, "padding": "aaa…"}` sent as a stream, so the request has no Content-Length. The padding
 * is produced on demand in 256 KiB chunks; `pulled()` tells how much of it the server asked for.
 */
function streamedJson(fields: Record<string, unknown>, padding: number) {
  const encode = (text: string) => new TextEncoder().encode(text);
  const pieces: (Uint8Array | number)[] = [encode(`${JSON.stringify(fields).slice(0, -1)},"padding":"`), padding];
  pieces.push(encode('"}'));
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) return controller.close();
      let chunk = next;
      if (typeof next === "number") {
        chunk = new Uint8Array(Math.min(next, MB / 4)).fill(97);
        if (next > chunk.length) pieces.unshift(next - chunk.length);
      }
      pulled += (chunk as Uint8Array).length;
      controller.enqueue(chunk as Uint8Array);
    },
  });
  return { body, pulled: () => pulled };
}

async function post(path: string, body: ReadableStream | string, as?: TestUser, headers: Record<string, string> = {}) {
  const all = new Headers({ Origin: ORIGIN, "Content-Type": "application/json", ...headers });
  if (as) all.set("Cookie", as.cookie);
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", headers: all, body }));
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

const projectsNamed = async (userId: number, name: string) =>
  (
    await env.DB.prepare("select count(*) as n from projects where owner_id = ? and name = ?")
      .bind(userId, name)
      .first<{ n: number }>()
  )?.n;

describe("JSON request bodies are read up to a cap", () => {
  it("refuses a streamed body past 1 MB with 413 before reading it all, and stores nothing", async () => {
    const user = await signIn("json-streamer");
    const sent = streamedJson({ name: "Too big" }, 8 * MB);
    const response = await post("/api/projects", sent.body, user);
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual({
      code: "body_too_large",
      message: "Request body too large: this call accepts at most 1 MB of JSON",
    });
    expect(sent.pulled()).toBeLessThan(MB + SLACK);
    expect(await projectsNamed(user.id, "Too big")).toBe(0);
  });

  it("refuses a declared Content-Length past the cap without reading the body", async () => {
    const user = await signIn("json-declared");
    const response = await post("/api/projects", "{}", user, { "Content-Length": String(2 * MB) });
    expect(response.status).toBe(413);
    expect(response.body.error?.code).toBe("body_too_large");
  });

  it("still takes a streamed body under the cap", async () => {
    const user = await signIn("json-small");
    const response = await post("/api/projects", streamedJson({ name: "Streamed" }, 1000).body, user);
    expect(response.status).toBe(201);
    expect(await projectsNamed(user.id, "Streamed")).toBe(1);
  });

  it("gives the AI image routes room for their image (4 MB of base64) and caps them above it", async () => {
    const underCap = await post("/api/ai/variations", streamedJson({ image: "not a png" }, 2 * MB).body);
    expect(underCap.status).not.toBe(413);
    const sent = streamedJson({ image: "not a png" }, 12 * MB);
    const overCap = await post("/api/ai/upscale", sent.body);
    expect(overCap.status).toBe(413);
    expect(overCap.body.error?.message).toBe("Request body too large: this call accepts at most 5 MB of JSON");
    expect(sent.pulled()).toBeLessThan(5 * MB + SLACK);
  });
});
