import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker-api/src/app.js";
import { expectError, ORIGIN } from "./jobs-helpers.js";

/** Calls the app with the AI server address overridden (the test environment's vars are fixed). */
async function generate(body: unknown, sdUrl: string) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}/api/ai/generate-texture`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify(body),
    }),
    { ...env, SD_WEBUI_URL: sdUrl, AI_TIMEOUT_MS: "3000" },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("POST /api/ai/generate-texture guards", () => {
  it("asks for a prompt when it is empty or blank", async () => {
    expectError(await generate({ prompt: "   " }, "http://127.0.0.1:9"), 400, /^Please enter a prompt$/);
    expectError(await generate({}, "http://127.0.0.1:9"), 400, /^Please enter a prompt$/);
  });

  it("answers 502 without the configured address when the AI server is unreachable", async () => {
    const result = await generate({ prompt: "mossy stone" }, "http://127.0.0.1:9");
    expectError(result, 502, /^The site's AI server failed: it is unreachable$/);
    expect(JSON.stringify(result.body)).not.toContain("127.0.0.1");
  });

  it("refuses non-http(s) addresses instead of calling them", async () => {
    expectError(await generate({ prompt: "x" }, "file:///etc/passwd"), 502, /only http and https/);
  });

  it("never shows the configured address's credentials, even when the address is refused", async () => {
    for (const sdUrl of [
      "ftp://admin:hunter2@ai.internal/",
      "admin:hunter2@ai.internal:7860",
      "http://admin:hunter2@ai.internal:7860",
    ]) {
      const result = await generate({ prompt: "mossy stone" }, sdUrl);
      expect(result.status, sdUrl).toBe(502);
      expect(JSON.stringify(result.body), sdUrl).not.toContain("hunter2");
    }
  });

  it("checks the request fields", async () => {
    expectError(await generate({ prompt: "x", resolution: 300 }, "http://127.0.0.1:9"), 400, /resolution must be/);
    expectError(await generate({ prompt: "x", variations: 9 }, "http://127.0.0.1:9"), 400, /variations must be 1 to 4/);
    expectError(await generate({ prompt: "x".repeat(2001) }, "http://127.0.0.1:9"), 400, /prompt must be at most 2000/);
  });
});
