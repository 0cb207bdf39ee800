import { describe, expect, it } from "vitest";
import { messageBesidePath } from "./issue-text.js";

describe("messageBesidePath", () => {
  it("drops the file's own path from the start of its message", () => {
    const path = "assets/minecraft/textures/block/dirt_s.png";
    expect(messageBesidePath(`${path}: PNG ends before its IEND chunk`, path)).toBe("PNG ends before its IEND chunk");
  });

  it("keeps a message that starts with another path or none", () => {
    expect(messageBesidePath("block/stone.png: too small", "block/stone_n.png")).toBe("block/stone.png: too small");
    expect(messageBesidePath("G 240 is unassigned", "block/stone_s.png")).toBe("G 240 is unassigned");
  });
});
