import { describe, expect, it } from "vitest";
import { namesLinkedItem, pngFileName } from "./encode-png";

describe("pngFileName", () => {
  it("adds .png once and replaces characters file systems refuse", () => {
    expect(pngFileName("stone_edit")).toBe("stone_edit.png");
    expect(pngFileName("stone.PNG")).toBe("stone.png");
    expect(pngFileName('a/b:c"d\u0001')).toBe("a_b_c_d_.png");
    expect(pngFileName("   ")).toBe("texture.png");
  });
});

describe("namesLinkedItem", () => {
  it("reads an item's own name as unrenamed even when saving would clean it", () => {
    expect(namesLinkedItem("evil<b>x", "evil<b>x.png")).toBe(true);
    expect(namesLinkedItem("Stone", "Stone.PNG")).toBe(true);
    expect(namesLinkedItem("stone", "stone.png")).toBe(true);
  });

  it("reads a different name as renamed", () => {
    expect(namesLinkedItem("stone_edit", "stone.png")).toBe(false);
    expect(namesLinkedItem("evil_b_y", "evil<b>x.png")).toBe(false);
  });
});
