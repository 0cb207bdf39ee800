import { describe, expect, it } from "vitest";
import { orderedFavorites, pinnableSections, unpinnedSections } from "./favorites";

describe("favorites", () => {
  it("offers every section but Library, minus the pinned ones", () => {
    expect(pinnableSections.map((s) => s.id)).toEqual([
      "convert",
      "dashboard",
      "editor",
      "ai",
      "templates",
      "batch",
      "quality",
    ]);
    expect(unpinnedSections([{ sectionId: "ai" }, { sectionId: "convert" }]).map((s) => s.id)).toEqual([
      "dashboard",
      "editor",
      "templates",
      "batch",
      "quality",
    ]);
  });

  it("keeps the saved order", () => {
    const list = [
      { id: 3, order: 2 },
      { id: 1, order: 0 },
      { id: 2, order: 0 },
    ];
    expect(orderedFavorites(list).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});
