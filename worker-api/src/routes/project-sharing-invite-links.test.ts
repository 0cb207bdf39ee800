import { describe, expect, it } from "vitest";
import { call, callJson, createProject } from "../../../tests/workers/helpers.js";
import { friend, type Invite, other, owner, signInOwnerAndFriends } from "./project-sharing-fixtures.js";

signInOwnerAndFriends();

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
});
