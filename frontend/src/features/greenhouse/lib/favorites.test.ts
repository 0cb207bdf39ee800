import { describe, expect, it } from "vitest";
import { movedFavoriteOrders, orderedFavorites, pinnableSections, unpinnedSections } from "./favorites";

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

  it("moves a pin up or down and renumbers the whole list", () => {
    const list = [
      { id: 7, order: 0 },
      { id: 8, order: 3 },
      { id: 9, order: 3 },
    ];
    expect(movedFavoriteOrders(list, 9, -1)).toEqual([
      { id: 7, order: 0 },
      { id: 9, order: 1 },
      { id: 8, order: 2 },
    ]);
    expect(movedFavoriteOrders(list, 7, 1)).toEqual([
      { id: 8, order: 0 },
      { id: 7, order: 1 },
      { id: 9, order: 2 },
    ]);
    expect(movedFavoriteOrders(list, 7, -1)).toEqual([]);
    expect(movedFavoriteOrders(list, 9, 1)).toEqual([]);
    expect(movedFavoriteOrders(list, 42, 1)).toEqual([]);
  });
});
