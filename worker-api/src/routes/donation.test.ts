import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../app.js";

async function donation(vars: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request("http://localhost/api/donation"), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/donation", () => {
  it("offers no button when the deployment has not set one up", async () => {
    const response = await exports.default.fetch(new Request("http://localhost/api/donation"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ button: null });
    expect(await donation({ PAYPAL_CLIENT_ID: "client-id" })).toEqual({ status: 200, body: { button: null } });
    expect(await donation({ PAYPAL_CLIENT_ID: " ", PAYPAL_HOSTED_BUTTON_ID: "BTN" })).toMatchObject({
      body: { button: null },
    });
  });

  it("gives the PayPal client id and hosted button id once both are set", async () => {
    expect(await donation({ PAYPAL_CLIENT_ID: "client-id", PAYPAL_HOSTED_BUTTON_ID: "ABC123" })).toEqual({
      status: 200,
      body: { button: { provider: "paypal", clientId: "client-id", hostedButtonId: "ABC123" } },
    });
  });
});
