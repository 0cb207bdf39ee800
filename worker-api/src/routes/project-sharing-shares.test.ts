import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, createProject, shareProject } from "../../../tests/workers/helpers.js";
import { upsertShares } from "../db/shares.js";
import { friend, other, owner, signInOwnerAndFriends } from "./project-sharing-fixtures.js";

signInOwnerAndFriends();

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
});
