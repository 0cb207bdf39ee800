import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { expectError, ORIGIN } from "../../../tests/workers/jobs-helpers.js";
import { app } from "../app.js";
import { fakeWebUi, member, pngBase64, postJson, setUpAiToolTests } from "./ai-tools-fixtures.js";

setUpAiToolTests();

describe("a named server outside development", () => {
  const production = { ENVIRONMENT: "production" };
  const notPublic = "The AI server's address must be publicly reachable from the Greenhouse server";

  it("refuses local, private and link-local addresses in any spelling, and calls nothing", async () => {
    const seen = fakeWebUi([]);
    for (const [host, kind] of [
      ["127.0.0.1", "a loopback address"],
      ["0x7f000001", "a loopback address"],
      ["2130706433", "a loopback address"],
      ["[::ffff:127.0.0.1]", "a loopback address"],
      ["169.254.169.254", "a link-local address"],
      ["10.0.0.2", "a private-network address"],
      ["[fd00::1]", "a private-network address"],
      ["localhost", "a local name"],
      ["metadata.google.internal", "a local name"],
    ]) {
      const result = await postJson("/api/ai/server/test", { server: { host, port: 7860 } }, undefined, production);
      expectError(result, 400, `${notPublic}; ${host} is ${kind}`);
    }
    const image = await pngBase64(4, 4);
    for (const path of ["/api/ai/generate-texture", "/api/ai/variations"]) {
      const body = { prompt: "moss", image, server: { host: "192.168.1.20", port: 7860 } };
      expectError(await postJson(path, body, undefined, production), 400, new RegExp(`^${notPublic}`));
    }
    expect(seen).toEqual([]);
  });

  it("refuses them on a deployed Worker whose vars still say development, as the Discord stand-in is", async () => {
    // wrangler.jsonc ships ENVIRONMENT=development; a deploy without --var ENVIRONMENT:production keeps it.
    const seen = fakeWebUi([]);
    const deployed = "https://greenhouse.example";
    for (const host of ["127.0.0.1", "169.254.169.254", "10.0.0.2", "localhost"]) {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`${deployed}/api/ai/server/test`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: deployed, Cookie: member.cookie },
          body: JSON.stringify({ server: { host, port: 7860 } }),
        }),
        { ...env, ENVIRONMENT: "development" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expectError({ status: response.status, body: await response.json() }, 400, new RegExp(`^${notPublic}`));
    }
    expect(seen).toEqual([]);
    // Served from this machine (npm start), development keeps the local stand-in and LAN WebUIs.
    fakeWebUi([{ model_name: "local" }]);
    const local = await postJson("/api/ai/server/test", { server: { host: "127.0.0.1", port: 7860 } });
    expect(local.body).toMatchObject({ ok: true, models: ["local"] });
  });

  it("still asks a guest to sign in first", async () => {
    const result = await postJson(
      "/api/ai/server/test",
      { server: { host: "127.0.0.1", port: 22 } },
      { Origin: ORIGIN },
      production,
    );
    expectError(result, 401, "Sign in to use your own AI server");
  });

  it("calls a public address", async () => {
    const seen = fakeWebUi([{ model_name: "sd15" }]);
    const result = await postJson(
      "/api/ai/server/test",
      { server: { host: "sd.example.com", port: 7860 } },
      undefined,
      production,
    );
    expect(result.body).toMatchObject({ ok: true, address: "http://sd.example.com:7860" });
    expect(seen[0]?.url).toBe("http://sd.example.com:7860/sdapi/v1/sd-models");
  });
});
