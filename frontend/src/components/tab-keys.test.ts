import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./tab-keys";

describe("nextTabIndex (WAI-ARIA tabs keys)", () => {
  it("moves right and left and wraps at both ends", () => {
    expect(nextTabIndex("ArrowRight", 0, 3)).toBe(1);
    expect(nextTabIndex("ArrowRight", 2, 3)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 1, 3)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 3)).toBe(2);
  });

  it("jumps to the first and last tab with Home and End", () => {
    expect(nextTabIndex("Home", 2, 4)).toBe(0);
    expect(nextTabIndex("End", 0, 4)).toBe(3);
  });

  it("ignores other keys, so Tab still leaves the list", () => {
    expect(nextTabIndex("Tab", 1, 3)).toBeNull();
    expect(nextTabIndex("ArrowDown", 1, 3)).toBeNull();
    expect(nextTabIndex("Enter", 1, 3)).toBeNull();
  });

  it("starts from an end when no tab has focus and does nothing without tabs", () => {
    expect(nextTabIndex("ArrowRight", -1, 3)).toBe(0);
    expect(nextTabIndex("ArrowLeft", -1, 3)).toBe(2);
    expect(nextTabIndex("Home", 0, 0)).toBeNull();
  });
});
