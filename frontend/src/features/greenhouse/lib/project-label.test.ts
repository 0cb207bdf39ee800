import { describe, expect, it } from "vitest";
import { projectLabel } from "./project-label";

describe("projectLabel", () => {
  it("uses the project's name when it has one", () => {
    expect(projectLabel(2, "Stone set")).toBe("Stone set");
    expect(projectLabel(2, "  Stone set ")).toBe("Stone set");
  });

  it("falls back to the id while loading, on error or for a blank name", () => {
    expect(projectLabel(2, undefined)).toBe("Project #2");
    expect(projectLabel(2, null)).toBe("Project #2");
    expect(projectLabel(2, "   ")).toBe("Project #2");
  });
});
