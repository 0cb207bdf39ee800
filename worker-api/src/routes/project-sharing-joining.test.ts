import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, createProject, shareProject, signIn } from "../../../tests/workers/helpers.js";
import { friend, type Invite, other, owner, signInOwnerAndFriends } from "./project-sharing-fixtures.js";

signInOwnerAndFriends();

describe("invites", () => {
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
