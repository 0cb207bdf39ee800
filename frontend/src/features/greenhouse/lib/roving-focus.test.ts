import { describe, expect, it } from "vitest";
import { rovingIndex } from "./roving-focus";

describe("rovingIndex", () => {
  it("moves by one with the arrows and stops at the ends", () => {
    expect(rovingIndex("ArrowDown", 0, 3)).toBe(1);
    expect(rovingIndex("ArrowDown", 2, 3)).toBe(2);
    expect(rovingIndex("ArrowUp", 1, 3)).toBe(0);
    expect(rovingIndex("ArrowUp", 0, 3)).toBe(0);
  });

  it("jumps to the first and last with Home and End", () => {
    expect(rovingIndex("Home", 2, 3)).toBe(0);
    expect(rovingIndex("End", 0, 3)).toBe(2);
  });

  it("leaves other keys, and an empty list, to the browser", () => {
    expect(rovingIndex("Tab", 0, 3)).toBeNull();
    expect(rovingIndex("Enter", 0, 3)).toBeNull();
    expect(rovingIndex("ArrowDown", 0, 0)).toBeNull();
  });
});
