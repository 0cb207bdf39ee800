import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../tests/workers/helpers.js";
import { app } from "../app.js";
import { sha256Hex } from "../lib/crypto.js";

// Sessions once signed in: reading the user, the sliding expiry and signing out. Signing in itself
// (the Discord flow) is in auth.test.ts.
const send = (path: string, init: RequestInit = {}) =>
  app.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }), env, createExecutionContext());

describe("sessions", () => {
  it("GET /api/auth/user is 401 when signed out or with an unknown cookie", async () => {
    expect((await send("/api/auth/user")).status).toBe(401);
    const unknown = await send("/api/auth/user", { headers: { Cookie: "gh_session=nope" } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("slides the expiry forward on use and refuses expired sessions", async () => {
    const user = await signIn("slider");
    const hash = await sha256Hex(user.cookie.split("=")[1] ?? "");
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await env.DB.prepare("update sessions set expires_at = ? where token_hash = ?").bind(soon, hash).run();
    const used = await send("/api/auth/user", { headers: { Cookie: user.cookie } });
    expect(used.status).toBe(200);
    expect(used.headers.getSetCookie().join("")).toMatch(/gh_session=.*Max-Age=2592000/);
    const row = await env.DB.prepare("select expires_at from sessions where token_hash = ?")
      .bind(hash)
      .first<{ expires_at: string }>();
    expect(Date.parse(row?.expires_at ?? "") - Date.now()).toBeGreaterThan(29 * 86_400_000);

    await env.DB.prepare("update sessions set expires_at = ? where token_hash = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), hash)
      .run();
    expect((await send("/api/auth/user", { headers: { Cookie: user.cookie } })).status).toBe(401);
  });

  it("logout ends the session (POST needs our origin)", async () => {
    const user = await signIn("leaver");
    const foreign = await send("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: user.cookie, Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const out = await send("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: user.cookie, Origin: "http://localhost" },
    });
    expect(out.status).toBe(200);
    expect((await send("/api/auth/user", { headers: { Cookie: user.cookie } })).status).toBe(401);
  });

  it("the logout navigation ends the session from our pages, not from another site's link or image", async () => {
    const user = await signIn("navigator");
    const fromElsewhere = await send("/api/auth/logout", {
      headers: { Cookie: user.cookie, "Sec-Fetch-Site": "cross-site" },
      redirect: "manual",
    });
    expect(fromElsewhere.status).toBe(302);
    expect((await send("/api/auth/user", { headers: { Cookie: user.cookie } })).status).toBe(200);
    const fromOurMenu = await send("/api/auth/logout", {
      headers: { Cookie: user.cookie, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(fromOurMenu.status).toBe(302);
    expect(fromOurMenu.headers.get("location")).toBe("/");
    expect((await send("/api/auth/user", { headers: { Cookie: user.cookie } })).status).toBe(401);
  });
});
