import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { afterEach, beforeAll, vi } from "vitest";
import { signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { ORIGIN } from "../../../tests/workers/jobs-helpers.js";
import { app } from "../app.js";

// Signed in afresh for each test file by setUpAiToolTests().
export let member: TestUser;

/** Signs `member` in before the calling file's tests, and undoes each test's spy on fetch after it. */
export function setUpAiToolTests() {
  beforeAll(async () => {
    member = await signIn("ai-member");
  });
  afterEach(() => vi.restoreAllMocks());
}

/**
 * Calls the app directly (same isolate), so a spy on fetch sees the Worker's outbound calls. Signed in
 * by default: naming one's own AI server needs an account.
 */
export async function post(
  path: string,
  body: unknown,
  headers?: Record<string, string>,
  vars?: Record<string, string>,
) {
  headers ??= { Origin: ORIGIN, Cookie: member.cookie };
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, SD_WEBUI_URL: "http://127.0.0.1:9", AI_TIMEOUT_MS: "3000", ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

export async function postJson(
  path: string,
  body: unknown,
  headers?: Record<string, string>,
  vars?: Record<string, string>,
) {
  const response = await post(path, body, headers, vars);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Stands in for the WebUI: records each outbound request and answers with `answer`. */
export function fakeWebUi(answer: unknown) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      body: request.method === "POST" ? await request.json() : null,
    });
    return Response.json(answer);
  });
  return seen;
}

export async function pngBase64(width: number, height: number): Promise<string> {
  await initWorkerCodecs();
  const image = createRawImage(width, height);
  image.data.fill(200);
  const bytes = await encodePng(image);
  return btoa(String.fromCharCode(...bytes));
}
