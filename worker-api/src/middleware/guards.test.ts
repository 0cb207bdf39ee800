import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, signIn } from "../../../tests/workers/helpers.js";
import { awaitRoomInWindow } from "../../../tests/workers/rate-limits.js";
import { app } from "../app.js";
import { hitRateLimit } from "../db/rate-limits.js";
import { limits } from "./rate-limit.js";

describe("CSRF: non-GET requests must come from our origin", () => {
  it("refuses a foreign Origin and a request with neither Origin nor Sec-Fetch-Site", async () => {
    const user = await signIn("csrf");
    const foreign = await callJson<{ error: { code: string } }>("/api/projects", {
      as: user,
      json: { name: "Evil" },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("csrf_rejected");
    const bare = await call("/api/projects", { as: user, json: { name: "Evil" }, origin: null });
    expect(bare.status).toBe(403);
    const list = await callJson<{ name: string }[]>("/api/projects", { as: user });
    expect(list.body).toEqual([]);
  });

  it("covers every state-changing route in the app's route table, uploads and chunked parts included", async () => {
    // Read from the router itself, so a route added later without the guard fails here.
    const user = await signIn("csrf-table");
    const routes = [
      ...new Set(
        app.routes.filter((route) => !["ALL", "GET"].includes(route.method)).map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/upload",
        "PUT /api/uploads/:id/parts/:n{[0-9]+}",
        "POST /api/projects/:id{[0-9]+}/files",
        "PUT /api/uploaded-content/:id{[0-9]+}",
        "POST /api/auth/logout",
      ]),
    );
    for (const route of routes) {
      const [method = "", pattern = ""] = route.split(" ");
      const path = pattern.replace(/:\w+\{[^}]+\}/g, "1").replace(/:\w+/g, "a".repeat(24));
      for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<
        string,
        string
      >[]) {
        const refused = await callJson<{ error: { code: string } }>(path, {
          method,
          as: user,
          json: {},
          origin: null,
          headers,
        });
        expect(`${route} ${refused.status} ${refused.body.error?.code}`).toBe(`${route} 403 csrf_rejected`);
      }
    }
  });

  it("accepts our own Origin, or Sec-Fetch-Site: same-origin without one", async () => {
    const user = await signIn("csrf");
    expect((await call("/api/favorites", { as: user, json: { sectionId: "ai" } })).status).toBe(201);
    const fetchMeta = await call("/api/favorites", {
      as: user,
      json: { sectionId: "quality" },
      origin: null,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(fetchMeta.status).toBe(201);
  });
});

describe("rate limits", () => {
  it("counts hits per fixed window", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const now = Date.UTC(2026, 0, 1, 12, 0, 5);
    expect((await hitRateLimit(env.DB, key, 60, now)).count).toBe(1);
    expect((await hitRateLimit(env.DB, key, 60, now + 1000)).count).toBe(2);
    const next = await hitRateLimit(env.DB, key, 60, now + 60_000);
    expect(next.count).toBe(1);
    expect(next.resetAt).toBe(Date.UTC(2026, 0, 1, 12, 2, 0));
  });

  it("answers 429 with Retry-After once a user exceeds the join limit", async () => {
    const user = await signIn("joiner");
    await awaitRoomInWindow(limits.joins);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await call("/api/projects/join/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", { method: "POST", as: user });
      statuses.push(response.status);
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await response.json()).toMatchObject({ error: { code: "rate_limited" } });
      }
    }
    // The window may roll over mid-loop, so only the last answer is certain to be limited or not.
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(30 - 1);
    expect(statuses).toContain(429);
  });

  it("limits sign-in attempts per client address", async () => {
    const headers = { "X-Forwarded-For": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    let last: Response | undefined;
    await awaitRoomInWindow(limits.signIn);
    for (let i = 0; i < 21; i++) last = await call("/api/auth/discord", { headers });
    // A navigation: back home with the sentence the site shows as a toast, not a page of 429 JSON.
    expect(last?.status).toBe(302);
    const location = new URL(last?.headers.get("location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("authError")).toMatch(
      /^Too many sign-in attempts from this connection; please wait (a second|\d+ seconds) and try again$/,
    );
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last?.headers.getSetCookie().some((line) => line.startsWith("gh_oauth="))).toBe(false);
  });
});

describe("malformed input", () => {
  it("answers malformed JSON with a 400 envelope, not a 500", async () => {
    const user = await signIn("sloppy");
    const broken = await exports.default.fetch(
      new Request("http://localhost/api/projects", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost", Cookie: user.cookie },
        body: "{ not json",
      }),
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: "invalid_input" } });
  });
});
