import { describe, expect, it } from "vitest";
import { floatingUploadTarget, projectIdOnPage } from "./floating-upload-target";

describe("projectIdOnPage", () => {
  it("reads the id of a project page only", () => {
    expect(projectIdOnPage("/projects/12")).toBe(12);
    expect(projectIdOnPage("/projects/12/")).toBe(12);
    expect(projectIdOnPage("/projects")).toBeNull();
    expect(projectIdOnPage("/projects/abc")).toBeNull();
    expect(projectIdOnPage("/greenhouse")).toBeNull();
    expect(projectIdOnPage("/")).toBeNull();
  });
});

describe("floatingUploadTarget", () => {
  const onProject = { onProjectPage: true, signedIn: true };

  it("adds to the project when the user may edit it", () => {
    expect(floatingUploadTarget({ ...onProject, project: { editable: true } })).toBe("project");
  });

  it("is not offered to a viewer of the project", () => {
    expect(floatingUploadTarget({ ...onProject, project: { editable: false } })).toBe("none");
  });

  it("waits for the project before offering anything", () => {
    expect(floatingUploadTarget({ ...onProject, project: "loading" })).toBe("none");
  });

  it("converts as usual elsewhere, for guests, and when the project cannot be loaded", () => {
    expect(floatingUploadTarget({ onProjectPage: false, signedIn: true, project: "loading" })).toBe("convert");
    expect(floatingUploadTarget({ onProjectPage: true, signedIn: false, project: "loading" })).toBe("convert");
    expect(floatingUploadTarget({ ...onProject, project: "failed" })).toBe("convert");
  });
});
