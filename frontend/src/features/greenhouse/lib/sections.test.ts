import { describe, expect, it } from "vitest";
import { phoneSectionFromView, projectIdFrom, sectionFromView, sections } from "./sections";

describe("workspace sections", () => {
  it("has the spec's eight sections with their labels", () => {
    expect(sections.map((s) => s.id)).toEqual([
      "convert",
      "dashboard",
      "library",
      "editor",
      "ai",
      "templates",
      "batch",
      "quality",
    ]);
    expect(sections.find((s) => s.id === "dashboard")?.label).toBe("Projects");
    expect(sections.find((s) => s.id === "ai")?.label).toBe("AI Generate");
  });

  it("selects a section from view= and falls back to convert", () => {
    expect(sectionFromView("ai")).toBe("ai");
    expect(sectionFromView("library")).toBe("library");
    expect(sectionFromView(null)).toBe("convert");
    expect(sectionFromView("nope")).toBe("convert");
  });

  it("opens every tool section on a phone, and the wizard for convert, projects and anything unknown", () => {
    for (const id of ["library", "editor", "ai", "templates", "batch", "quality"])
      expect(phoneSectionFromView(id)).toBe(id);
    expect(phoneSectionFromView("convert")).toBeNull();
    expect(phoneSectionFromView("dashboard")).toBeNull();
    expect(phoneSectionFromView("nope")).toBeNull();
    expect(phoneSectionFromView(null)).toBeNull();
  });

  it("parses ?project= as a positive integer", () => {
    expect(projectIdFrom("42")).toBe(42);
    expect(projectIdFrom("0")).toBeNull();
    expect(projectIdFrom("4x")).toBeNull();
    expect(projectIdFrom("-3")).toBeNull();
    expect(projectIdFrom(null)).toBeNull();
  });
});
