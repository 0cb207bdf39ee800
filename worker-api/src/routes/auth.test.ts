import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";
import { app } from "../app.js";
import { sha256Hex } from "../lib/crypto.js";

const STAND_IN = "http://127.0.0.1:8790";
const devEnv = { ...env, DISCORD_OAUTH_BASE: STAND_IN };

const send = (path: string, init: RequestInit = {}, bindings: object = devEnv, origin = "http://localhost") =>
  app.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...init }), bindings, createExecutionContext());

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1) ?? null;

/** Plays Discord: checks the token request, then answers /users/@me and /users/@me/guilds. */
function mockDiscord(options: { tokenStatus?: number; discordId?: string } = {}) {
  const seen: { verifier?: string | null; code?: string | null } = {};
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === "/api/oauth2/token") {
      const form = await request.formData();
      seen.verifier = form.get("code_verifier") as string | null;
      seen.code = form.get("code") as string | null;
      if (options.tokenStatus && options.tokenStatus !== 200) {
        return Response.json({ error: "invalid_grant" }, { status: options.tokenStatus });
      }
      return Response.json({ access_token: "access-1", token_type: "Bearer", expires_in: 3600 });
    }
    if (request.headers.get("authorization") !== "Bearer access-1") return new Response("no", { status: 401 });
    if (url.pathname === "/api/users/@me") {
      return Response.json({ id: options.discordId ?? "555", username: "mocked", discriminator: "0", avatar: "abc" });
    }
    if (url.pathname === "/api/users/@me/guilds") return Response.json([{ id: "g1" }, { id: "g2" }]);
    return new Response("unexpected", { status: 500 });
  });
  return { spy, seen };
}

async function startFlow(query = "") {
  const start = await send(`/api/auth/discord${query}`);
  const location = new URL(start.headers.get("location") ?? "");
  return { start, location, oauthCookie: cookieValue(start, "gh_oauth") };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("starting sign-in", () => {
  it("redirects to the stand-in's authorize URL with state, S256 PKCE, scopes and the login hint", async () => {
    const { start, location, oauthCookie } = await startFlow("?login_hint=tester1");
    expect(start.status).toBe(302);
    expect(location.origin + location.pathname).toBe(`${STAND_IN}/oauth2/authorize`);
    expect(location.searchParams.get("scope")).toBe("identify guilds");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/discord/callback");
    expect(location.searchParams.get("login_hint")).toBe("tester1");
    const setCookie = start.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/gh_oauth=.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(oauthCookie?.split("=")[1]?.split(".")[0]).toBe(location.searchParams.get("state"));
  });

  it("/api/login starts the same flow", async () => {
    const response = await send("/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain(`${STAND_IN}/oauth2/authorize`);
  });

  it("never uses the stand-in in production, and says sign-in is not configured", async () => {
    const response = await send("/api/auth/discord", {}, { ...devEnv, ENVIRONMENT: "production" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("authError")).toMatch(/not configured/);
    // The person reads this in a toast: what they can still do, not which secrets the operator lacks.
    expect(location.searchParams.get("authError")).not.toMatch(/DISCORD_CLIENT|SECRET/);
    expect(location.searchParams.get("authError")).toMatch(/as a guest/);
  });

  it("never uses the stand-in when the app is not on a loopback host, or the stand-in is not", async () => {
    const deployed = await send("/api/auth/discord", {}, devEnv, "https://greenhouse.example");
    expect(new URL(deployed.headers.get("location") ?? "", "http://x").searchParams.get("authError")).toMatch(
      /not configured/,
    );
    const remote = await send("/api/auth/discord", {}, { ...devEnv, DISCORD_OAUTH_BASE: "https://evil.example" });
    expect(new URL(remote.headers.get("location") ?? "", "http://x").searchParams.get("authError")).toMatch(
      /not configured/,
    );
  });

  it("uses real Discord (without passing login_hint) once a client id is configured", async () => {
    const response = await send("/api/auth/discord?login_hint=tester1", {}, { ...devEnv, DISCORD_CLIENT_ID: "123" });
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin).toBe("https://discord.com");
    expect(location.searchParams.get("client_id")).toBe("123");
    expect(location.searchParams.get("login_hint")).toBeNull();
  });
});

describe("the callback", () => {
  it("exchanges the code with the PKCE verifier, upserts the user and guilds, and starts a hashed session", async () => {
    const stale = await signIn("stale");
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), stale.id)
      .run();
    const { location, oauthCookie } = await startFlow();
    const { seen } = mockDiscord({ discordId: "777001" });
    const state = location.searchParams.get("state");
    const callback = await send(`/api/auth/discord/callback?code=abc&state=${state}`, {
      headers: { Cookie: oauthCookie ?? "" },
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/");
    expect(seen.code).toBe("abc");
    expect(seen.verifier).toBe(oauthCookie?.split(".")[1]);
    const session = cookieValue(callback, "gh_session");
    expect(session).not.toBeNull();
    const setCookie = callback.headers.getSetCookie().find((line) => line.startsWith("gh_session="));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);

    const token = session?.split("=")[1] ?? "";
    const stored = await env.DB.prepare("select token_hash from sessions where token_hash = ?")
      .bind(await sha256Hex(token))
      .first();
    expect(stored).not.toBeNull();
    const plain = await env.DB.prepare("select count(*) as n from sessions where token_hash = ?").bind(token).first();
    expect(plain).toMatchObject({ n: 0 });

    const purged = await env.DB.prepare("select count(*) as n from sessions where user_id = ?").bind(stale.id).first();
    expect(purged).toMatchObject({ n: 0 });

    vi.restoreAllMocks();
    const me = await send("/api/auth/user", { headers: { Cookie: session ?? "" } });
    expect(await me.json()).toMatchObject({
      discordId: "777001",
      username: "mocked",
      avatar: "abc",
      discriminator: "0",
    });
    const guilds = await env.DB.prepare(
      "select guild_id from user_guilds join users on users.id = user_guilds.user_id where discord_id = '777001' order by guild_id",
    ).all<{ guild_id: string }>();
    expect(guilds.results.map((row) => row.guild_id)).toEqual(["g1", "g2"]);
  });

  it("hands this browser's guest jobs to the account, with the account's retention", async () => {
    const form = new FormData();
    form.append("file", new File([await png(4, 4, [90, 90, 90, 255])], "stone.png"));
    const origin = { Origin: "http://localhost" };
    const upload = await send("/api/upload", { method: "POST", body: form, headers: origin });
    expect(upload.status).toBe(201);
    const guest = cookieValue(upload, "gh_guest") ?? "";
    const { jobId } = (await upload.json()) as { jobId: string };
    for (let tries = 0; tries < 200; tries++) {
      const job = (await (await send(`/api/jobs/${jobId}`, { headers: { Cookie: guest } })).json()) as {
        status: string;
      };
      if (job.status === "completed") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const row = "select user_id, guest_id, expires_at from jobs where id = ?";
    const before = await env.DB.prepare(row).bind(jobId).first<{ guest_id: string; expires_at: string }>();
    expect(before?.guest_id).toBeTruthy();

    const { location, oauthCookie } = await startFlow();
    mockDiscord({ discordId: "777002" });
    const callback = await send(`/api/auth/discord/callback?code=abc&state=${location.searchParams.get("state")}`, {
      headers: { Cookie: `${oauthCookie}; ${guest}` },
    });
    vi.restoreAllMocks();
    expect(callback.headers.get("location")).toBe("/");
    expect(callback.headers.getSetCookie().find((line) => line.startsWith("gh_guest="))).toMatch(/Max-Age=0/);
    const session = cookieValue(callback, "gh_session") ?? "";

    const listed = (await (await send("/api/jobs", { headers: { Cookie: session } })).json()) as { id: string }[];
    expect(listed.map((job) => job.id)).toContain(jobId);
    expect((await send(`/api/jobs/${jobId}`, { headers: { Cookie: guest } })).status).toBe(404);
    expect((await send(`/api/jobs/${jobId}/download`, { headers: { Cookie: session } })).status).toBe(200);
    const after = await env.DB.prepare(row)
      .bind(jobId)
      .first<{ user_id: number; guest_id: null; expires_at: string }>();
    expect(after?.user_id).toBeGreaterThan(0);
    expect(after?.guest_id).toBeNull();
    // A guest keeps a pack for a day, an account for a week (both counted from the upload).
    const days = (Date.parse(after?.expires_at ?? "") - Date.parse(before?.expires_at ?? "")) / 86_400_000;
    expect(days).toBeCloseTo(6, 1);
    const runner = env.JOB_RUNNER.get(env.JOB_RUNNER.idFromName(jobId));
    expect((await runner.state())?.expiresAt).toBe(after?.expires_at);
  });

  it("ends the session this browser already had when someone signs in over it", async () => {
    // A shared computer: the first person never signed out, the next signs in with their own account.
    const earlier = await signIn("earlier");
    const { location, oauthCookie } = await startFlow();
    mockDiscord({ discordId: "777003" });
    const callback = await send(`/api/auth/discord/callback?code=abc&state=${location.searchParams.get("state")}`, {
      headers: { Cookie: `${oauthCookie}; ${earlier.cookie}` },
    });
    vi.restoreAllMocks();
    const session = cookieValue(callback, "gh_session") ?? "";
    expect(session).not.toBe(earlier.cookie);
    expect(await (await send("/api/auth/user", { headers: { Cookie: session } })).json()).toMatchObject({
      discordId: "777003",
    });
    // The earlier token no longer signs anyone in, wherever a copy of it went.
    expect((await send("/api/auth/user", { headers: { Cookie: earlier.cookie } })).status).toBe(401);
    const rows = await env.DB.prepare("select count(*) as n from sessions where user_id = ?").bind(earlier.id).first();
    expect(rows).toMatchObject({ n: 0 });
  });

  it("sends a cancelled consent back to / with a readable error", async () => {
    const { location, oauthCookie } = await startFlow();
    const response = await send(
      `/api/auth/discord/callback?error=access_denied&state=${location.searchParams.get("state")}`,
      { headers: { Cookie: oauthCookie ?? "" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/?authError=${encodeURIComponent("Sign-in was cancelled on Discord")}`,
    );
  });

  it("sends any other refusal from Discord back with a sentence asking to try again", async () => {
    const { location, oauthCookie } = await startFlow();
    const response = await send(
      `/api/auth/discord/callback?error=server_error&state=${location.searchParams.get("state")}`,
      { headers: { Cookie: oauthCookie ?? "" } },
    );
    expect(new URL(response.headers.get("location") ?? "", "http://x").searchParams.get("authError")).toBe(
      "Discord could not complete the sign-in; please try again",
    );
  });

  it("refuses a state that does not match the cookie, or a missing cookie", async () => {
    const { oauthCookie } = await startFlow();
    const forged = await send("/api/auth/discord/callback?code=abc&state=other", {
      headers: { Cookie: oauthCookie ?? "" },
    });
    expect(forged.headers.get("location")).toMatch(/^\/\?authError=/);
    const noCookie = await send("/api/auth/discord/callback?code=abc&state=x");
    expect(noCookie.headers.get("location")).toMatch(/^\/\?authError=/);
    expect(cookieValue(noCookie, "gh_session")).toBeNull();
  });

  it("turns an expired or rejected code into a readable error, not a 500", async () => {
    const { location, oauthCookie } = await startFlow();
    mockDiscord({ tokenStatus: 400 });
    const response = await send(`/api/auth/discord/callback?code=old&state=${location.searchParams.get("state")}`, {
      headers: { Cookie: oauthCookie ?? "" },
    });
    expect(response.status).toBe(302);
    const message = new URL(response.headers.get("location") ?? "", "http://x").searchParams.get("authError");
    expect(message).toMatch(/did not accept the sign-in/);
    // "the code may have expired" meant nothing to a person: OAuth's code is not something they saw.
    expect(message).not.toMatch(/\bcode\b/);
    expect(message).toMatch(/please try again$/);
  });
});

describe("the session cookie", () => {
  it("marks the cookie Secure outside localhost", async () => {
    const { location, oauthCookie } = await startFlow();
    mockDiscord();
    const callback = await send(
      `/api/auth/discord/callback?code=abc&state=${location.searchParams.get("state")}`,
      { headers: { Cookie: oauthCookie ?? "" } },
      devEnv,
      "https://greenhouse.example",
    );
    // The state cookie was set for localhost, so this flow fails, but the cookie deletion shows the flag.
    expect(callback.headers.getSetCookie().join("\n")).toMatch(/Secure/);
    const start = await send(
      "/api/auth/discord",
      {},
      { ...devEnv, DISCORD_CLIENT_ID: "1" },
      "https://greenhouse.example",
    );
    expect(start.headers.getSetCookie().join("\n")).toMatch(/gh_oauth=.*Secure/);
  });
});
