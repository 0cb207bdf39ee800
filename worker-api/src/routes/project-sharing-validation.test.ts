import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { befriend, call, callJson, createProject, signIn } from "../../../tests/workers/helpers.js";
import { friend, other, owner, signInOwnerAndFriends } from "./project-sharing-fixtures.js";

signInOwnerAndFriends();

describe("sharing", () => {
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
