import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/api-client";
import {
  isPartOfProject,
  PROJECT_FOLLOW_MS,
  projectFollowInterval,
  projectVersion,
  stopsFollowing,
} from "./get-project";
import { projectKeys } from "./keys";

const stateWith = (error: unknown) => ({ state: { error } }) as Parameters<typeof projectFollowInterval>[0];

describe("projectFollowInterval", () => {
  it("keeps re-reading a shown project, through a passing server error too", () => {
    expect(projectFollowInterval(stateWith(null))).toBe(PROJECT_FOLLOW_MS);
    expect(projectFollowInterval(stateWith(new HttpError(503, "Service Unavailable", "")))).toBe(PROJECT_FOLLOW_MS);
  });

  it("stops once the project is gone, which every further read would only repeat", () => {
    const gone = new HttpError(
      404,
      "Not Found",
      '{"error":{"code":"project_not_found","message":"Project not found"}}',
    );
    expect(projectFollowInterval(stateWith(gone))).toBe(false);
  });

  it("stops for a signed-out reader, whom every further read would refuse the same way", () => {
    const signedOut = new HttpError(
      401,
      "Unauthorized",
      '{"error":{"code":"unauthorized","message":"Sign in to continue"}}',
    );
    expect(projectFollowInterval(stateWith(signedOut))).toBe(false);
    expect(stopsFollowing(signedOut)).toBe(true);
    expect(stopsFollowing(new HttpError(403, "Forbidden", ""))).toBe(false);
  });

  it("re-reads within the 10–15 s a member waits to see a role change", () => {
    expect(PROJECT_FOLLOW_MS).toBeGreaterThanOrEqual(10_000);
    expect(PROJECT_FOLLOW_MS).toBeLessThanOrEqual(15_000);
  });
});

describe("isPartOfProject", () => {
  it("is what hangs off one project, not the project itself, another project or the list", () => {
    expect(isPartOfProject(projectKeys.shares(7), 7)).toBe(true);
    expect(isPartOfProject(projectKeys.activity(7), 7)).toBe(true);
    expect(isPartOfProject(projectKeys.one(7), 7)).toBe(false);
    expect(isPartOfProject(projectKeys.shares(8), 7)).toBe(false);
    expect(isPartOfProject(projectKeys.all, 7)).toBe(false);
  });
});

describe("projectVersion", () => {
  const read = { role: "edit" as const, updatedAt: "2026-01-01T00:00:00Z", textureCount: 3 };

  it("moves when another member uploads, a conversion ends elsewhere or the role changes", () => {
    expect(projectVersion({ ...read, updatedAt: "2026-01-01T00:01:00Z" })).not.toBe(projectVersion(read));
    expect(projectVersion({ ...read, textureCount: 4 })).not.toBe(projectVersion(read));
    expect(projectVersion({ ...read, role: "view" })).not.toBe(projectVersion(read));
  });

  it("stays put for the same read, and is undefined before the first", () => {
    expect(projectVersion({ ...read })).toBe(projectVersion(read));
    expect(projectVersion(undefined)).toBeUndefined();
  });
});
