import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { projectKeys } from "./keys";
import { activeInviteFrom, refreshAfterSharing, roleChangeInput } from "./sharing";
import type { ProjectShare } from "./types";

describe("refreshAfterSharing", () => {
  it("marks the project's people and its Recent activity stale, and nothing of other projects", async () => {
    const queryClient = new QueryClient();
    for (const key of [projectKeys.shares(7), projectKeys.activity(7), projectKeys.activity(8)])
      queryClient.setQueryData(key, []);
    await refreshAfterSharing(queryClient, 7);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(projectKeys.shares(7))).toBe(true);
    expect(stale(projectKeys.activity(7))).toBe(true);
    expect(stale(projectKeys.activity(8))).toBe(false);
  });
});

describe("activeInviteFrom", () => {
  it("reads no link from the API's `{ invite: null }`, and the link from its own fields", () => {
    expect(activeInviteFrom({ invite: null })).toBeNull();
    const invite = { inviteUrl: "/join/abc", inviteCode: "abc", expiresAt: "2026-12-01T00:00:00Z", usedCount: 2 };
    expect(activeInviteFrom(invite)).toEqual(invite);
    expect(activeInviteFrom({ invite })).toEqual(invite);
  });
});

describe("roleChangeInput", () => {
  const share: ProjectShare = { id: 3, projectId: 7, sharedWithUserId: 42, permission: "view", joinedAt: "" };

  it("shares the project again with just that person and the new role", () => {
    expect(roleChangeInput(share, "edit")).toEqual({ projectId: 7, userIds: [42], permission: "edit" });
  });

  it("sends nothing when the role is unchanged", () => {
    expect(roleChangeInput(share, "view")).toBeNull();
  });
});
