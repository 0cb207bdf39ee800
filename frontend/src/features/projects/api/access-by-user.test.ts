import { describe, expect, it } from "vitest";
import { accessByUser } from "./access-by-user";
import type { ProjectShare } from "./types";

const share = (sharedWithUserId: number | string, permission: "view" | "edit"): ProjectShare => ({
  id: 1,
  projectId: 7,
  sharedWithUserId,
  permission,
  joinedAt: "2026-01-01T00:00:00Z",
});

describe("accessByUser", () => {
  it("keys each person's role by their id as a string, whether the API sent a number or a string", () => {
    const access = accessByUser([share(42, "edit"), share("43", "view")]);
    expect(access.get("42")).toBe("edit");
    expect(access.get("43")).toBe("view");
    expect(access.has("44")).toBe(false);
  });

  it("is empty for a project nobody else has access to", () => {
    expect(accessByUser([]).size).toBe(0);
  });
});
