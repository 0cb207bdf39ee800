import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, callJson, createProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";

// Answers about other people (share lists, a project's owner, friends) carry an avatar address. Discord's
// CDN address holds the person's Discord id (/avatars/<id>/<hash>.png), so handing it out gave every
// link joiner each member's Discord id after all; the Worker serves the picture under the Greenhouse id.

const PICTURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

afterEach(() => vi.restoreAllMocks());

/** A user with a real-looking Discord id (a snowflake) and avatar hash. */
async function withAvatar(name: string): Promise<TestUser & { snowflake: string; hash: string }> {
  const user = await signIn(name);
  const snowflake = String(800_000_000_000_000_000n + BigInt(user.id));
  const hash = crypto.randomUUID().replaceAll("-", "");
  await env.DB.prepare("update users set discord_id = ?, avatar = ? where id = ?").bind(snowflake, hash, user.id).run();
  return { ...user, snowflake, hash };
}

/** Plays Discord's CDN, recording what the Worker asked it for. */
function fakeCdn() {
  const asked: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    asked.push(request.url);
    return new Response(PICTURE, { headers: { "Content-Type": "image/png" } });
  });
  return asked;
}

async function joinByLink(owner: TestUser, projectId: number, joiner: TestUser) {
  const { body } = await callJson<{ inviteCode: string }>(`/api/projects/${projectId}/invite`, { as: owner, json: {} });
  expect((await call(`/api/projects/join/${body.inviteCode}`, { method: "POST", as: joiner })).status).toBe(200);
}

describe("other people's avatars", () => {
  it("reach a link joiner as a Greenhouse address that serves the picture, never with a Discord id in it", async () => {
    const owner = await withAvatar("owner");
    const member = await withAvatar("member");
    const joiner = await signIn("joiner");
    const projectId = await createProject(owner, "Avatars");
    await joinByLink(owner, projectId, member);
    await joinByLink(owner, projectId, joiner);

    const project = await callJson<{ owner: { avatarUrl: string } }>(`/api/projects/${projectId}`, { as: joiner });
    const shares = await callJson<{ user: { id: number; avatarUrl: string | null } }[]>(
      `/api/projects/${projectId}/shares`,
      { as: joiner },
    );
    const answers = JSON.stringify([project.body, shares.body]);
    for (const person of [owner, member]) {
      expect(answers).not.toContain(person.snowflake);
      expect(answers).not.toContain(person.hash);
    }
    expect(project.body.owner.avatarUrl).toMatch(new RegExp(`^/api/users/${owner.id}/avatar\\?v=[0-9a-f]+$`));

    const asked = fakeCdn();
    const memberAvatar = shares.body.find((share) => share.user.id === member.id)?.user.avatarUrl ?? "";
    for (const [url, person] of [
      [project.body.owner.avatarUrl, owner],
      [memberAvatar, member],
    ] as const) {
      const picture = await call(url, { as: joiner });
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PICTURE);
      expect(asked.at(-1)).toBe(`https://cdn.discordapp.com/avatars/${person.snowflake}/${person.hash}.png?size=64`);
    }
  });

  it("are only served to people who can see that person: others get 404, guests 401, and Discord is not asked", async () => {
    const owner = await withAvatar("owner");
    const stranger = await signIn("stranger");
    const asked = fakeCdn();
    const notFound = await callJson(`/api/users/${owner.id}/avatar`, { as: stranger });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ error: { code: "user_not_found", message: "User not found" } });
    expect((await callJson(`/api/users/99999999/avatar`, { as: stranger })).status).toBe(404);
    expect((await callJson(`/api/users/${owner.id}/avatar`)).status).toBe(401);
    expect(asked).toEqual([]);
    // Someone without a Discord avatar has no address, and no picture.
    expect((await callJson(`/api/users/${stranger.id}/avatar`, { as: stranger })).status).toBe(404);
  });

  it("answers 502 when Discord's CDN does not give a picture, which the app shows as the initial", async () => {
    const owner = await withAvatar("owner");
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("<html>", { status: 200 }));
    const failed = await callJson(`/api/users/${owner.id}/avatar`, { as: owner });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ error: { code: "avatar_unavailable" } });
  });
});
