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

  it("opens Library, Editor and AI on a phone and the wizard for everything else", () => {
    expect(phoneSectionFromView("library")).toBe("library");
    expect(phoneSectionFromView("editor")).toBe("editor");
    expect(phoneSectionFromView("ai")).toBe("ai");
    expect(phoneSectionFromView("batch")).toBeNull();
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
