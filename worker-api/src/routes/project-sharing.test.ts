import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  call,
  callJson,
  createProject,
  shareProject,
  signIn,
  type TestUser,
} from "../../../tests/workers/helpers.js";
import { upsertShares } from "../db/shares.js";

let owner: TestUser;
let friend: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await signIn("owner");
  friend = await signIn("friend");
  other = await signIn("other");
  await befriend(owner, friend);
  await befriend(owner, other);
});

type Invite = { inviteUrl: string; inviteCode: string; expiresAt: string; usedCount?: number };

describe("sharing", () => {
  it("shares with users, lists the shares and lets the owner revoke one", async () => {
    const id = await createProject(owner);
    const shared = await callJson<{ shares: { id: number; sharedWithUserId: number; permission: string }[] }>(
      "/api/projects/share",
      { as: owner, json: { projectId: id, userIds: [friend.id, other.id], permission: "edit", message: "hi" } },
    );
    expect(shared.status).toBe(201);
    expect(shared.body.shares).toHaveLength(2);
    const listed = await callJson<{ id: number; sharedWithUserId: number; permission: string; joinedAt: string }[]>(
      `/api/projects/${id}/shares`,
      { as: friend },
    );
    expect(listed.body.map((share) => share.sharedWithUserId).sort()).toEqual([friend.id, other.id].sort());
    expect(listed.body[0]).toMatchObject({ projectId: id, permission: "edit" });
    // Each share names its user with their avatar's address, never their Discord id: anyone who
    // joined by link may read this list.
    const friendShare = listed.body.find((share) => share.sharedWithUserId === friend.id) as unknown as {
      user: { id: number; username: string; avatarUrl: string | null };
    };
    expect(friendShare.user).toEqual({ id: friend.id, username: friend.username, discriminator: "0", avatarUrl: null });
    expect(JSON.stringify(listed.body)).not.toContain(friend.discordId);
    // A collaborator learns who owns the project (the sharing panel names them), but not their Discord id.
    const seen = await callJson<{ owner: { id: number; username: string; avatarUrl: string | null } }>(
      `/api/projects/${id}`,
      { as: friend },
    );
    expect(seen.body.owner).toEqual({ id: owner.id, username: owner.username, avatarUrl: null });
    expect(JSON.stringify(seen.body)).not.toContain(owner.discordId);

    const target = listed.body.find((share) => share.sharedWithUserId === other.id);
    const byMember = await call(`/api/projects/shares/${target?.id}`, { method: "DELETE", as: friend });
    expect(byMember.status).toBe(403);
    const removed = await call(`/api/projects/shares/${target?.id}`, { method: "DELETE", as: owner });
    expect(removed.status).toBe(200);
    expect((await call(`/api/projects/${id}`, { as: other })).status).toBe(404);
    const activity = await callJson<{ kind: string; detail: string }[]>(`/api/projects/${id}/activity`, { as: owner });
    expect(activity.body.map((event) => event.kind)).toEqual(["share_removed", "shared", "created"]);
    // Without a working link there is none to revoke, and the line says only who was removed.
    expect(activity.body[0]?.detail).toBe(`Removed ${other.username}'s access`);
  });

  it("lets a collaborator leave by deleting their own share, but not anyone else's, and only same-origin", async () => {
    const id = await createProject(owner);
    const { body } = await callJson<{ shares: { id: number; sharedWithUserId: number }[] }>("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id, other.id], permission: "view" },
    });
    await callJson(`/api/projects/${id}/invite`, { as: owner, json: {} });
    const mine = body.shares.find((share) => share.sharedWithUserId === friend.id);
    const theirs = body.shares.find((share) => share.sharedWithUserId === other.id);

    expect((await call(`/api/projects/shares/${theirs?.id}`, { method: "DELETE", as: friend })).status).toBe(403);
    const forged = await call(`/api/projects/shares/${mine?.id}`, {
      method: "DELETE",
      as: friend,
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    expect((await call(`/api/projects/${id}`, { as: friend })).status).toBe(200);

    const left = await callJson(`/api/projects/shares/${mine?.id}`, { method: "DELETE", as: friend });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ ok: true, revokedInvites: 0 });
    expect((await call(`/api/projects/${id}`, { as: friend })).status).toBe(404);
    expect((await call(`/api/projects/${id}`, { as: other })).status).toBe(200);
    // Leaving is not a removal: the owner's link keeps working for everyone else.
    expect((await call(`/api/projects/${id}/invite`, { as: owner })).status).toBe(200);
    const activity = await callJson<{ kind: string; detail: string; user?: { id: number } }[]>(
      `/api/projects/${id}/activity`,
      { as: owner },
    );
    expect(activity.body[0]).toMatchObject({ kind: "share_removed", detail: "Left the project" });
  });

  it("logs a role change as one, naming the person and both roles, and tells the client what it was", async () => {
    const id = await createProject(owner);
    type Shared = { shares: { sharedWithUserId: number; permission: string; previousPermission: string | null }[] };
    const first = await callJson<Shared>("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id], permission: "view" },
    });
    expect(first.body.shares).toEqual([
      expect.objectContaining({ sharedWithUserId: friend.id, permission: "view", previousPermission: null }),
    ]);
    const changed = await callJson<Shared>("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id, other.id], permission: "edit" },
    });
    const byUser = new Map(changed.body.shares.map((share) => [share.sharedWithUserId, share.previousPermission]));
    expect(byUser).toEqual(
      new Map([
        [friend.id, "view"],
        [other.id, null],
      ]),
    );
    // Sharing again with the role they already have changes nothing, so nothing is logged.
    await callJson("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id], permission: "edit" },
    });
    const activity = await callJson<{ kind: string; detail: string }[]>(`/api/projects/${id}/activity`, { as: owner });
    expect(activity.body.map((event) => event.detail)).toEqual([
      `Changed ${friend.username}'s access from view to edit`,
      `Shared with ${other.username} (edit)`,
      `Shared with ${friend.username} (view)`,
      "Created project Test project",
    ]);
  });

  it("grants or changes all the shares of one request or none of them", async () => {
    const id = await createProject(owner);
    await shareProject(owner, id, friend, "view");
    // A user deleted after the route looked them up: the share for them breaks the foreign key.
    await expect(upsertShares(env.DB, id, [friend.id, other.id, 2_000_000_000], "edit")).rejects.toThrow();
    const rows = await env.DB.prepare("select user_id, permission from project_shares where project_id = ?")
      .bind(id)
      .all<{ user_id: number; permission: string }>();
    expect(rows.results).toEqual([{ user_id: friend.id, permission: "view" }]);
  });

  it("shares only with friends: anyone else is refused like an unknown user, and nothing is shared", async () => {
    const id = await createProject(owner);
    const stranger = await signIn("stranger", [`guild-${crypto.randomUUID()}`]);
    const refused = await callJson<{ error: { code: string; message: string } }>("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id, stranger.id], permission: "edit" },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toEqual({
      code: "user_not_found",
      message: "One of the selected users is not among your friends; send them an invite link",
    });
    expect(JSON.stringify(refused.body)).not.toContain(stranger.discordId);
    const rows = await env.DB.prepare("select count(*) as n from project_shares where project_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    // Once they share a Discord server, the same request goes through.
    await befriend(owner, stranger);
    const shared = await call("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id, stranger.id], permission: "edit" },
    });
    expect(shared.status).toBe(201);
  });

  it("validates the share request with the product's wording", async () => {
    const id = await createProject(owner);
    const none = await callJson<{ error: { message: string } }>("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [], permission: "view" },
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe("Please select at least one user to share with.");
    const badPermission = await callJson("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id], permission: "admin" },
    });
    expect(badPermission.status).toBe(400);
    const unknownUser = await callJson("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [99999999], permission: "view" },
    });
    expect(unknownUser.status).toBe(404);
    const notOwner = await callJson("/api/projects/share", {
      as: other,
      json: { projectId: id, userIds: [friend.id], permission: "view" },
    });
    expect(notOwner.status).toBe(404);
  });

  it("refuses a message that would read differently in every member's activity, and shares nothing", async () => {
    const id = await createProject(owner);
    for (const [message, problem] of [
      ["look at \u202Egnp.enots", "bidirectional text controls (U+202E), which change how it displays"],
      ["fix\u200Bme", "invisible zero-width characters (U+200B)"],
      ["bell\u0007", "control characters (U+0007)"],
    ] as const) {
      const refused = await callJson<{ error: { message: string } }>("/api/projects/share", {
        as: owner,
        json: { projectId: id, userIds: [friend.id], permission: "view", message },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(`Message must not contain ${problem}`);
    }
    expect((await callJson<unknown[]>(`/api/projects/${id}/shares`, { as: owner })).body).toEqual([]);
    // The dialog's message is a text area: its line breaks stay.
    const shared = await callJson("/api/projects/share", {
      as: owner,
      json: { projectId: id, userIds: [friend.id], permission: "view", message: "Hi!\nThe stone needs work." },
    });
    expect(shared.status).toBe(201);
    const activity = await callJson<{ detail: string }[]>(`/api/projects/${id}/activity`, { as: owner });
    expect(activity.body.map((entry) => entry.detail)).toContain(
      `Shared with ${friend.username} (view): Hi!\nThe stone needs work.`,
    );
  });
});

describe("invites", () => {
  it("answers the owner of a project without a link with invite null, and others as before", async () => {
    const id = await createProject(owner);
    // A project without a link is ordinary; a 404 put a red console error on every such project page.
    const none = await callJson(`/api/projects/${id}/invite`, { as: owner });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ invite: null });
    expect((await call(`/api/projects/${id}/invite`, { as: other })).status).toBe(404);
    expect((await call("/api/projects/999999/invite", { as: owner })).status).toBe(404);
  });

  it("creates an unguessable code with /join/{code} and shows the active one with usedCount", async () => {
    const id = await createProject(owner);
    const created = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner, json: { expiresInHours: 6 } });
    expect(created.status).toBe(201);
    expect(created.body.inviteUrl).toBe(`/join/${created.body.inviteCode}`);
    // 24 random bytes in base64url: 32 characters, 192 bits.
    expect(created.body.inviteCode).toMatch(/^[\w-]{32}$/);
    const hours = (Date.parse(created.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(5.9);
    expect(hours).toBeLessThanOrEqual(6);
    const active = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner });
    expect(active.body).toMatchObject({ inviteCode: created.body.inviteCode, usedCount: 0 });

    const sidePanel = await callJson<Invite>("/api/projects/invite", { as: owner, json: { projectId: id } });
    expect(sidePanel.status).toBe(201);
    expect((Date.parse(sidePanel.body.expiresAt) - Date.now()) / 3_600_000).toBeGreaterThan(167.9);
  });

  it("keeps one active link: a new one, from either route, revokes the earlier ones", async () => {
    const id = await createProject(owner, "One link");
    const first = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner, json: { expiresInHours: 24 } });
    const second = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner, json: { expiresInHours: 1 } });
    const fromPanel = await callJson<Invite>("/api/projects/invite", { as: owner, json: { projectId: id } });
    for (const old of [first.body, second.body]) {
      const join = await callJson<{ error: { code: string } }>(`/api/projects/join/${old.inviteCode}`, {
        method: "POST",
        as: friend,
      });
      expect(join.status).toBe(410);
      expect(join.body.error.code).toBe("invite_expired");
    }
    const active = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner });
    expect(active.body).toMatchObject({ inviteCode: fromPanel.body.inviteCode, usedCount: 0 });
    const activity = await callJson<{ kind: string; detail: string }[]>(`/api/projects/${id}/activity`, { as: owner });
    expect(activity.body.filter((event) => event.kind === "invite_created").map((event) => event.detail)).toEqual([
      "Created an invite link valid for 1 week; the earlier link no longer works",
      "Created an invite link valid for 1 hour; the earlier link no longer works",
      "Created an invite link valid for 24 hours",
    ]);
    expect((await call(`/api/projects/join/${fromPanel.body.inviteCode}`, { method: "POST", as: friend })).status).toBe(
      200,
    );
    // Another project's link is untouched.
    const elsewhere = await createProject(owner, "Other link");
    const kept = await callJson<Invite>(`/api/projects/${elsewhere}/invite`, { as: owner, json: {} });
    await callJson(`/api/projects/${id}/invite`, { as: owner, json: {} });
    expect((await call(`/api/projects/join/${kept.body.inviteCode}`, { method: "POST", as: other })).status).toBe(200);
  });

  it("accepts only the offered lifetimes", async () => {
    const id = await createProject(owner);
    for (const expiresInHours of [0, 2, 48, 1000, "soon"]) {
      const response = await callJson<{ error: { message: string } }>(`/api/projects/${id}/invite`, {
        as: owner,
        json: { expiresInHours },
      });
      expect(response.status, String(expiresInHours)).toBe(400);
      expect(response.body.error.message).toBe("expiresInHours must be one of 1, 6, 24, 72, 168");
    }
  });

  it("grants view once per user, counts each new user, and leaves the owner unchanged", async () => {
    const id = await createProject(owner, "Joinable");
    const { body: invite } = await callJson<Invite>(`/api/projects/${id}/invite`, {
      as: owner,
      json: { expiresInHours: 24 },
    });
    const first = await callJson(`/api/projects/join/${invite.inviteCode}`, { method: "POST", as: friend });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id,
      name: "Joinable",
      description: null,
      status: "active",
      joined: true,
      role: "view",
    });
    const again = await callJson(`/api/projects/join/${invite.inviteCode}`, { method: "POST", as: friend });
    expect(again.body).toMatchObject({ joined: false, role: "view" });
    const second = await callJson(`/api/projects/join/${invite.inviteCode}`, { method: "POST", as: other });
    expect(second.body).toMatchObject({ joined: true });
    const byOwner = await callJson(`/api/projects/join/${invite.inviteCode}`, { method: "POST", as: owner });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ joined: false, role: "owner" });

    const active = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner });
    expect(active.body.usedCount).toBe(2);
    const project = await callJson(`/api/projects/${id}`, { as: friend });
    expect(project.body).toMatchObject({ role: "view" });
    const ownerView = await callJson(`/api/projects/${id}`, { as: owner });
    expect(ownerView.body).toMatchObject({ role: "owner" });
  });

  it("does not downgrade an editor who joins through an invite", async () => {
    const id = await createProject(owner);
    const editor = await signIn("editor");
    await shareProject(owner, id, editor, "edit");
    const { body: invite } = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner, json: {} });
    const joined = await callJson(`/api/projects/join/${invite.inviteCode}`, { method: "POST", as: editor });
    expect(joined.body).toMatchObject({ joined: false, role: "edit" });
    expect((await callJson(`/api/projects/${id}`, { as: editor })).body).toMatchObject({ role: "edit" });
  });

  it("keeps a removed collaborator out: the link they joined through is revoked with their share", async () => {
    const id = await createProject(owner);
    const joiner = await signIn("joiner");
    const { body: invite } = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner, json: {} });
    expect((await call(`/api/projects/join/${invite.inviteCode}`, { method: "POST", as: joiner })).status).toBe(200);
    const shares = await callJson<{ id: number; sharedWithUserId: number }[]>(`/api/projects/${id}/shares`, {
      as: owner,
    });
    const share = shares.body.find((row) => row.sharedWithUserId === joiner.id);

    const removed = await callJson(`/api/projects/shares/${share?.id}`, { method: "DELETE", as: owner });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true, revokedInvites: 1 });
    const rejoin = await callJson<{ error: { code: string } }>(`/api/projects/join/${invite.inviteCode}`, {
      method: "POST",
      as: joiner,
    });
    expect(rejoin.status).toBe(410);
    expect(rejoin.body.error.code).toBe("invite_expired");
    expect((await call(`/api/projects/${id}`, { as: joiner })).status).toBe(404);
    // The owner's panel has no working link left to show.
    const none = await callJson(`/api/projects/${id}/invite`, { as: owner });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ invite: null });
    const activity = await callJson<{ kind: string; detail: string }[]>(`/api/projects/${id}/activity`, {
      as: owner,
    });
    expect(activity.body[0]).toMatchObject({
      kind: "share_removed",
      detail: `Removed ${joiner.username}'s access and revoked the invite link`,
    });
  });

  it("answers 404 for unknown codes, 410 for expired and revoked ones, and 401 for guests", async () => {
    const id = await createProject(owner);
    const unknown = await callJson("/api/projects/join/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", {
      method: "POST",
      as: friend,
    });
    expect(unknown.status).toBe(404);
    // A mistyped (too short) code gets the very same answer.
    const mistyped = await callJson<{ error: { message: string } }>("/api/projects/join/abc", {
      method: "POST",
      as: friend,
    });
    expect(mistyped.status).toBe(404);
    expect(mistyped.body.error.message).toBe((unknown.body as { error: { message: string } }).error.message);
    const { body: expiring } = await callJson<Invite>(`/api/projects/${id}/invite`, {
      as: owner,
      json: { expiresInHours: 1 },
    });
    await env.DB.prepare("update invites set expires_at = ? where code = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), expiring.inviteCode)
      .run();
    const expired = await callJson<{ error: { code: string; message: string } }>(
      `/api/projects/join/${expiring.inviteCode}`,
      { method: "POST", as: friend },
    );
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe("The invite link may be invalid or expired");
    expect((await call(`/api/projects/${id}`, { as: friend })).status).toBe(404);

    const { body: revoked } = await callJson<Invite>(`/api/projects/${id}/invite`, { as: owner, json: {} });
    expect((await call(`/api/projects/${id}/invite`, { method: "DELETE", as: owner })).status).toBe(200);
    const afterRevoke = await call(`/api/projects/join/${revoked.inviteCode}`, { method: "POST", as: friend });
    expect(afterRevoke.status).toBe(410);
    expect((await callJson(`/api/projects/${id}/invite`, { as: owner })).body).toEqual({ invite: null });

    const guest = await call(`/api/projects/join/${revoked.inviteCode}`, { method: "POST" });
    expect(guest.status).toBe(401);
  });
});
