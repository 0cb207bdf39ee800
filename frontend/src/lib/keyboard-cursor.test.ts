import { describe, expect, it } from "vitest";
import { centreOf, moveCursor } from "./keyboard-cursor";

describe("keyboard cursor", () => {
  it("moves one texel per arrow, eight with Shift, and stays on the texture", () => {
    expect(moveCursor({ x: 3, y: 3 }, "ArrowRight", false, 16, 16)).toEqual({ x: 4, y: 3 });
    expect(moveCursor({ x: 3, y: 3 }, "ArrowUp", true, 16, 16)).toEqual({ x: 3, y: 0 });
    expect(moveCursor({ x: 15, y: 15 }, "ArrowDown", false, 16, 16)).toEqual({ x: 15, y: 15 });
    expect(moveCursor({ x: 0, y: 0 }, "ArrowLeft", true, 16, 16)).toEqual({ x: 0, y: 0 });
    expect(moveCursor({ x: 0, y: 0 }, "a", false, 16, 16)).toBeNull();
  });

  it("starts in the centre", () => {
    expect(centreOf(16, 16)).toEqual({ x: 8, y: 8 });
    expect(centreOf(1, 1)).toEqual({ x: 0, y: 0 });
  });
});
