import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { signInThroughStandIn } from "../support/sign-in.js";

const userJson = async (baseUrl: string, cookie: string | null) => {
  const response = await fetch(`${baseUrl}/api/auth/user`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

useLocalStack();

describe("Discord sign-in through the local stand-in", () => {
  it("signs tester1 in with login_hint in Chromium and shows them at /api/auth/user", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(new URL(page.url()).search).toBe("");
    const user = await page.evaluate(async () => (await fetch("/api/auth/user")).json());
    expect(user).toMatchObject({ username: "tester1", discordId: "100000000000000001", discriminator: "0" });
    const session = (await context.cookies()).find((cookie) => cookie.name === "gh_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
    await context.close();
  });

  it("offers the test identities on the stand-in's page and signs in the one clicked", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/api/login`);
    for (const name of ["Continue as tester1", "Continue as tester2", "Continue as tester3", "A new random user"]) {
      await page.getByRole("link", { name }).waitFor();
    }
    await screenshot(page, "local-discord-authorize");
    // Under load the redirect chain (stand-in -> callback -> /) can be slow; wait for it explicitly.
    await Promise.all([
      page.waitForURL(`${worker.baseUrl}/`, { timeout: 90_000, waitUntil: "commit" }),
      page.getByRole("link", { name: "Continue as tester2" }).click({ noWaitAfter: true }),
    ]);
    const user = await page.evaluate(async () => (await fetch("/api/auth/user")).json());
    expect(user).toMatchObject({ username: "tester2" });
    // tester1 (signed in above) shares a Discord server with tester2, so appears as a friend.
    const friends = await page.evaluate(async () => (await fetch("/api/discord/friends")).json());
    expect(friends.friends.map((friend: { username: string }) => friend.username)).toContain("tester1");
    expect(friends.note).toMatch(/Discord does not share friend lists/);
    await context.close();
  }, 120_000);

  it("signs out: the session stops working", async () => {
    const { session } = await signInThroughStandIn(worker.baseUrl, "tester3");
    expect((await userJson(worker.baseUrl, session)).status).toBe(200);
    const logout = await fetch(`${worker.baseUrl}/api/auth/logout`, {
      redirect: "manual",
      headers: { Cookie: session ?? "" },
    });
    expect(logout.status).toBe(302);
    expect((await userJson(worker.baseUrl, session)).status).toBe(401);
  });

  it("signs out from the avatar menu in Chromium, but not from another site's image", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester3`);
    const signedIn = async () => page.evaluate(async () => (await fetch("/api/auth/user")).status);
    expect(await signedIn()).toBe(200);
    // Another origin (the stand-in, on another port of the same host) embeds the logout address as
    // an image: the cookie goes along, but the browser marks the request same-site, not same-origin.
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${worker.discordUrl}/`);
    const imageLoaded = elsewhere.waitForResponse((response) => response.url().includes("/api/auth/logout"));
    await elsewhere.evaluate((url) => {
      document.body.innerHTML = `<img src="${url}/api/auth/logout">`;
    }, worker.baseUrl);
    await imageLoaded;
    expect(await signedIn()).toBe(200);
    await page.getByRole("button", { name: "Account menu for tester3" }).click();
    await Promise.all([
      page.waitForURL(`${worker.baseUrl}/`, { waitUntil: "commit" }),
      page.getByRole("menuitem", { name: "Log out" }).click(),
    ]);
    expect(await signedIn()).toBe(401);
    await page
      .getByRole("link", { name: /Sign in with Discord/ })
      .first()
      .waitFor();
    await context.close();
  });

  it("returns to / with a readable error when consent is denied", async () => {
    const result = await signInThroughStandIn(worker.baseUrl, "deny");
    expect(result.session).toBeNull();
    const url = new URL(result.finalLocation, worker.baseUrl);
    expect(url.pathname).toBe("/");
    expect(url.searchParams.get("authError")).toBe("Sign-in was cancelled on Discord");
  });

  it("rejects a callback whose state does not match the cookie", async () => {
    const result = await signInThroughStandIn(worker.baseUrl, "tester1", (callback) => {
      callback.searchParams.set("state", "forged-state");
      return callback;
    });
    expect(result.session).toBeNull();
    expect(new URL(result.finalLocation, worker.baseUrl).searchParams.get("authError")).toMatch(/expired|another tab/);
  });

  it("rejects an already used (or expired) code without a 500", async () => {
    let used: URL | undefined;
    const first = await signInThroughStandIn(worker.baseUrl, "tester1", (callback) => {
      used = new URL(callback);
      return callback;
    });
    expect(first.session).not.toBeNull();
    // Replay: a fresh sign-in whose callback carries the first (spent) code with the new state.
    const replay = await signInThroughStandIn(worker.baseUrl, "tester1", (callback) => {
      callback.searchParams.set("code", used?.searchParams.get("code") ?? "");
      return callback;
    });
    expect(replay.session).toBeNull();
    expect(new URL(replay.finalLocation, worker.baseUrl).searchParams.get("authError")).toMatch(/did not accept/);
  });

  it("the stand-in verifies PKCE: a code exchanged with the wrong verifier is refused", async () => {
    const challenge = createHash("sha256").update("right-verifier").digest("base64url");
    const authorize = new URL(`${worker.discordUrl}/oauth2/authorize`);
    for (const [key, value] of Object.entries({
      response_type: "code",
      client_id: "greenhouse-local",
      redirect_uri: "http://localhost/cb",
      code_challenge: challenge,
      code_challenge_method: "S256",
      state: "s",
      login_hint: "tester1",
    })) {
      authorize.searchParams.set(key, value);
    }
    const approved = await fetch(authorize, { redirect: "manual" });
    const code = new URL(approved.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const exchange = (verifier: string) =>
      fetch(`${worker.discordUrl}/api/oauth2/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: "http://localhost/cb",
          code_verifier: verifier,
          client_id: "greenhouse-local",
        }),
      });
    const wrong = await exchange("wrong-verifier");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "invalid_grant" });
    // The failed attempt used the code up, as Discord does.
    expect((await exchange("right-verifier")).status).toBe(400);
  });
});
