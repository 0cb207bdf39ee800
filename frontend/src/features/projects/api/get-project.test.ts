import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/api-client";
import { PROJECT_FOLLOW_MS, projectFollowInterval } from "./get-project";

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

  it("re-reads within the 10–15 s a member waits to see a role change", () => {
    expect(PROJECT_FOLLOW_MS).toBeGreaterThanOrEqual(10_000);
    expect(PROJECT_FOLLOW_MS).toBeLessThanOrEqual(15_000);
  });
});
