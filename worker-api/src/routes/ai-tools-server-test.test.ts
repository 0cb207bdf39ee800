import { describe, expect, it } from "vitest";
import { expectError, ORIGIN } from "../../../tests/workers/jobs-helpers.js";
import { fakeWebUi, postJson, setUpAiToolTests } from "./ai-tools-fixtures.js";

setUpAiToolTests();

describe("POST /api/ai/server/test", () => {
  it("asks a guest who names their own server to sign in, and calls nothing", async () => {
    const seen = fakeWebUi([]);
    const result = await postJson(
      "/api/ai/server/test",
      { server: { host: "192.168.1.20", port: 7861 } },
      { Origin: ORIGIN },
    );
    expectError(result, 401, "Sign in to use your own AI server");
    expect(seen).toEqual([]);
  });

  it("asks the named WebUI for its models and reports them", async () => {
    const seen = fakeWebUi([{ title: "sd15 [abc]", model_name: "sd15" }]);
    const result = await postJson("/api/ai/server/test", { server: { host: "192.168.1.20", port: 7861 } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, address: "http://192.168.1.20:7861", models: ["sd15"] });
    expect(seen).toEqual([{ url: "http://192.168.1.20:7861/sdapi/v1/sd-models", method: "GET", body: null }]);
  });

  it("answers 502 naming the address when nothing listens there", async () => {
    const result = await postJson("/api/ai/server/test", { server: { host: "127.0.0.1", port: 9 } });
    expectError(result, 502, /^AI server at http:\/\/127\.0\.0\.1:9 failed: it is unreachable$/);
  });

  it("does not show a guest the site's configured address when its server fails", async () => {
    const result = await postJson("/api/ai/server/test", {}, { Origin: ORIGIN });
    expectError(result, 502, /^The site's AI server failed: it is unreachable$/);
    expect(JSON.stringify(result.body)).not.toContain("127.0.0.1");
  });

  it("reports the site's configured server by a label, not its address", async () => {
    const seen = fakeWebUi([{ model_name: "sd15" }]);
    const result = await postJson("/api/ai/server/test", {}, { Origin: ORIGIN });
    expect(result.body).toMatchObject({ ok: true, address: "the site's AI server", models: ["sd15"] });
    expect(JSON.stringify(result.body)).not.toContain("127.0.0.1");
    expect(seen[0]?.url).toBe("http://127.0.0.1:9/sdapi/v1/sd-models");
  });

  it("refuses hosts that smuggle a path or scheme, and ports out of range", async () => {
    expectError(
      await postJson("/api/ai/server/test", { server: { host: "evil.example/x?", port: 80 } }),
      400,
      "Enter the AI server's IP address or host name",
    );
    expectError(
      await postJson("/api/ai/server/test", { server: { host: "10.0.0.2", port: 70000 } }),
      400,
      "The port must be a number from 1 to 65535",
    );
  });

  it("refuses cross-site requests", async () => {
    const result = await postJson("/api/ai/server/test", {}, { Origin: "https://elsewhere.example" });
    expect(result.status).toBe(403);
  });
});
