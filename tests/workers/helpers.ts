import { env, exports } from "cloudflare:workers";
import { createSession } from "../../worker-api/src/db/sessions.js";
import { replaceUserGuilds, type SessionUser, upsertUser } from "../../worker-api/src/db/users.js";
import { randomToken, sha256Hex } from "../../worker-api/src/lib/crypto.js";
import { daysFromNow } from "../../worker-api/src/lib/time.js";

export const ORIGIN = "http://localhost";

export interface TestUser extends SessionUser {
  cookie: string;
}

/** A signed-in user made directly in D1 (the OAuth round trip has its own tests). */
export async function signIn(name = "user", guildIds: string[] = []): Promise<TestUser> {
  const unique = randomToken(6);
  const user = await upsertUser(env.DB, {
    discordId: `test-${unique}`,
    username: `${name}-${unique}`,
    discriminator: "0",
    avatar: null,
  });
  if (guildIds.length > 0) await replaceUserGuilds(env.DB, user.id, guildIds);
  const token = randomToken(32);
  await createSession(env.DB, user.id, await sha256Hex(token), daysFromNow(30));
  return { ...user, cookie: `gh_session=${token}` };
}

export interface CallOptions {
  method?: string;
  as?: TestUser | null;
  json?: unknown;
  form?: FormData;
  /** Defaults to our own origin for non-GET requests; pass null to omit or a string to fake one. */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** Calls the Worker's fetch handler like a browser on our own site would. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? (options.json !== undefined || options.form ? "POST" : "GET");
  const headers = new Headers(options.headers);
  if (options.as) headers.set("Cookie", options.as.cookie);
  const origin = options.origin === undefined ? (method === "GET" ? null : ORIGIN) : options.origin;
  if (origin) headers.set("Origin", origin);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" }));
}

/** Calls and parses JSON in one go. */
export async function callJson<T = Record<string, unknown>>(path: string, options: CallOptions = {}) {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T, response };
}

/** A project owned by `owner`, created through the API. */
export async function createProject(owner: TestUser, name = "Test project") {
  const { status, body } = await callJson<{ id: number }>("/api/projects", { as: owner, json: { name } });
  if (status !== 201) throw new Error(`Creating a project failed with ${status}`);
  return body.id;
}

/** Puts both users in one Discord server of their own, which makes them friends (sharing needs that). */
export async function befriend(a: TestUser, b: TestUser) {
  const guild = `pair-${a.id}-${b.id}`;
  await env.DB.batch(
    [a, b].map((user) =>
      env.DB.prepare("insert or ignore into user_guilds (user_id, guild_id) values (?, ?)").bind(user.id, guild),
    ),
  );
}

/** Adds `user` to the project with a permission, through the owner's share call (friends first). */
export async function shareProject(owner: TestUser, projectId: number, user: TestUser, permission: "view" | "edit") {
  await befriend(owner, user);
  const { status } = await callJson("/api/projects/share", {
    as: owner,
    json: { projectId, userIds: [user.id], permission },
  });
  if (status !== 201) throw new Error(`Sharing failed with ${status}`);
}
