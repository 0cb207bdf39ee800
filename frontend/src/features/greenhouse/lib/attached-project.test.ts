import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/api-client";
import { attachedProject, uploadProjectId } from "./attached-project";

describe("attachedProject", () => {
  it("is editable for owners and edit members, view-only for view members", () => {
    expect(attachedProject({ data: { name: "Stone", role: "owner" } })).toEqual({ kind: "editable", name: "Stone" });
    expect(attachedProject({ data: { name: "Stone", role: "edit" } })).toEqual({ kind: "editable", name: "Stone" });
    expect(attachedProject({ data: { name: "Stone", role: "view" } })).toEqual({ kind: "view-only", name: "Stone" });
  });

  it("is missing on a 404 (unknown id or no access) and unchecked while loading or on other errors", () => {
    expect(attachedProject({ error: new HttpError(404, "Not Found", "") })).toEqual({ kind: "missing" });
    expect(attachedProject({ error: new HttpError(500, "Server Error", "") })).toEqual({ kind: "unchecked" });
    expect(attachedProject({})).toEqual({ kind: "unchecked" });
  });

  it("is loading while the project (or the session) is read, not a stand-in name", () => {
    expect(attachedProject({ loading: true })).toEqual({ kind: "loading" });
    expect(attachedProject({ data: { name: "Stone", role: "edit" }, loading: true })).toEqual({
      kind: "editable",
      name: "Stone",
    });
    expect(attachedProject({ error: new HttpError(404, "Not Found", ""), loading: true })).toEqual({ kind: "missing" });
    expect(uploadProjectId(7, { kind: "loading" })).toBe(7);
  });

  it("is missing once a re-read answers 404, though the project read before is still cached", () => {
    const gone = new HttpError(404, "Not Found", "");
    expect(attachedProject({ data: { name: "Stone", role: "edit" }, error: gone })).toEqual({ kind: "missing" });
    const passing = new HttpError(503, "Service Unavailable", "");
    expect(attachedProject({ data: { name: "Stone", role: "edit" }, error: passing })).toEqual({
      kind: "editable",
      name: "Stone",
    });
  });
});

describe("uploadProjectId", () => {
  it("drops the project only when it is missing or view-only", () => {
    expect(uploadProjectId(7, { kind: "editable", name: "Stone" })).toBe(7);
    expect(uploadProjectId(7, { kind: "unchecked" })).toBe(7);
    expect(uploadProjectId(7, { kind: "view-only", name: "Stone" })).toBeNull();
    expect(uploadProjectId(7, { kind: "missing" })).toBeNull();
    expect(uploadProjectId(null, { kind: "editable", name: "Stone" })).toBeNull();
  });
});
