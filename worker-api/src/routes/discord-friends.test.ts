import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  befriend,
  call,
  callJson,
  createProject,
  shareProject,
  signIn,
  type TestUser,
} from "../../../tests/workers/helpers.js";

type Friend = {
  id: number;
  username: string;
  avatarUrl: string | null;
  status: string;
  sharedServer: boolean;
  sharedProject: boolean;
};

const friendsOf = async (user: TestUser) =>
  (await callJson<{ friends: Friend[]; note: string }>("/api/discord/friends", { as: user })).body;
const friendIds = async (user: TestUser) => (await friendsOf(user)).friends.map((friend) => friend.id);

async function joinByLink(owner: TestUser, projectId: number, joiner: TestUser) {
  const { body } = await callJson<{ inviteCode: string }>(`/api/projects/${projectId}/invite`, {
    as: owner,
    json: {},
  });
  const joined = await call(`/api/projects/join/${body.inviteCode}`, { method: "POST", as: joiner });
  expect(joined.status).toBe(200);
}

const shareWith = (owner: TestUser, projectId: number, users: TestUser[]) =>
  callJson<{ error?: { code: string } }>("/api/projects/share", {
    as: owner,
    json: { projectId, userIds: users.map((user) => user.id), permission: "edit" },
  });

const projectNames = async (user: TestUser) =>
  (await callJson<{ name: string }[]>("/api/projects", { as: user })).body.map((project) => project.name);

describe("friends", () => {
  it("lists users sharing a Discord server and members of your projects, and says why", async () => {
    const guild = `guild-${crypto.randomUUID()}`;
    const me = await signIn("me", [guild, "lonely-guild-x"]);
    const serverMate = await signIn("mate", [guild]);
    const collaborator = await signIn("collab");
    const stranger = await signIn("stranger", ["another-guild"]);
    const id = await createProject(me);
    // Not a friend yet, so the collaborator joins through an invite link (sharing needs a friend).
    await joinByLink(me, id, collaborator);

    const body = await friendsOf(me);
    const ids = body.friends.map((friend) => friend.id);
    expect(ids).toContain(serverMate.id);
    expect(ids).toContain(collaborator.id);
    expect(ids).not.toContain(stranger.id);
    expect(ids).not.toContain(me.id);
    expect(body.friends.find((friend) => friend.id === serverMate.id)).toEqual({
      id: serverMate.id,
      username: serverMate.username,
      discriminator: "0",
      avatarUrl: null,
      sharedServer: true,
      sharedProject: false,
      status: "other",
    });
    expect(body.friends.find((friend) => friend.id === collaborator.id)?.sharedProject).toBe(true);
    expect(body.note).toMatch(/Discord does not share friend lists with apps/);
    // The owner chose to let link holders in, so they may share with the joiner.
    expect((await shareWith(me, await createProject(me), [collaborator])).status).toBe(201);
    expect((await call("/api/discord/friends")).status).toBe(401);
  });

  it("gives each friend's avatar as an address, never their Discord id", async () => {
    const guild = `guild-${crypto.randomUUID()}`;
    const me = await signIn("me-avatar", [guild]);
    const mate = await signIn("mate-avatar", [guild]);
    await env.DB.prepare("update users set avatar = ? where id = ?").bind("a_0123456789abcdef", mate.id).run();
    const body = await friendsOf(me);
    // The Worker's address: Discord's CDN address holds the Discord id (routes/users.test.ts).
    expect(body.friends.find((friend) => friend.id === mate.id)?.avatarUrl).toBe(
      `/api/users/${mate.id}/avatar?v=01234567`,
    );
    expect(JSON.stringify(body)).not.toMatch(/"discordId"|"avatar"/);
    expect(JSON.stringify(body)).not.toContain(mate.discordId);
  });

  it("makes nobody a friend of a link joiner: they cannot push a project onto the owner or members", async () => {
    const owner = await signIn("link-owner");
    const member = await signIn("link-member");
    const newcomer = await signIn("link-newcomer");
    const id = await createProject(owner);
    await shareProject(owner, id, member, "edit");
    await joinByLink(owner, id, newcomer);

    // Neither the owner nor a member chose the newcomer, so the newcomer's list has neither of them.
    const theirs = await friendIds(newcomer);
    expect(theirs).not.toContain(owner.id);
    expect(theirs).not.toContain(member.id);
    // Sharing is refused exactly as for any non-friend (404 user_not_found, not 403): a 403 would tell
    // the newcomer that the user exists and merely is not theirs to reach. Nothing is shared.
    const spam = await createProject(newcomer, "Spam");
    for (const target of [member, owner]) {
      const refused = await shareWith(newcomer, spam, [target]);
      expect(refused.status).toBe(404);
      expect(refused.body.error?.code).toBe("user_not_found");
      expect(await projectNames(target)).not.toContain("Spam");
    }
    // Nor does the member gain the newcomer as a friend through the shared project.
    expect(await friendIds(member)).not.toContain(newcomer.id);
  });

  it("lets people who were chosen reach each other: the owner who shared, and co-members shared directly", async () => {
    const owner = await signIn("chosen-owner");
    const first = await signIn("chosen-first");
    const second = await signIn("chosen-second");
    const id = await createProject(owner);
    await shareProject(owner, id, first, "view");
    await shareProject(owner, id, second, "view");

    expect(await friendIds(first)).toEqual(expect.arrayContaining([owner.id, second.id]));
    const shared = await shareWith(first, await createProject(first, "From first"), [second]);
    expect(shared.status).toBe(201);
    expect(await projectNames(second)).toContain("From first");
  });

  it("counts a link joiner whom the owner then shares with directly as chosen", async () => {
    const owner = await signIn("later-owner");
    const member = await signIn("later-member");
    const joiner = await signIn("later-joiner");
    const id = await createProject(owner);
    await shareProject(owner, id, member, "view");
    await joinByLink(owner, id, joiner);
    expect(await friendIds(joiner)).not.toContain(owner.id);

    // The owner already has the joiner as a friend (a member of their project); no server needed.
    expect((await shareWith(owner, id, [joiner])).status).toBe(201);
    const row = await env.DB.prepare("select joined_via from project_shares where project_id = ? and user_id = ?")
      .bind(id, joiner.id)
      .first<{ joined_via: string }>();
    expect(row?.joined_via).toBe("share");
    expect(await friendIds(joiner)).toEqual(expect.arrayContaining([owner.id, member.id]));
  });

  it("keeps server mates as friends whatever the projects say", async () => {
    const owner = await signIn("mates-owner");
    const mate = await signIn("mates-mate");
    await befriend(owner, mate);
    const id = await createProject(owner);
    await joinByLink(owner, id, mate);
    expect(await friendIds(mate)).toContain(owner.id);
  });
});
