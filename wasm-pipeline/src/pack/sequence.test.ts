import { describe, expect, it } from "vitest";
import { sequenceSizeProblem } from "./sequence.js";

describe("sequenceSizeProblem", () => {
  it("names the first frame whose size differs from the first frame's", () => {
    const frames = [
      { name: "frames/fire_1.png", width: 16, height: 16 },
      { name: "frames/fire_2.png", width: 16, height: 16 },
      { name: "frames/fire_3.png", width: 16, height: 32 },
      { name: "frames/fire_4.png", width: 8, height: 8 },
    ];
    expect(sequenceSizeProblem(frames)).toEqual({
      frame: "frames/fire_3.png",
      message: "fire_3.png is 16x32, but fire_1.png is 16x16: every frame of a sequence must be the same size",
    });
  });

  it("has nothing to say about frames of one size, or no frames", () => {
    expect(
      sequenceSizeProblem([
        { name: "a.png", width: 4, height: 4 },
        { name: "b.png", width: 4, height: 4 },
      ]),
    ).toBeNull();
    expect(sequenceSizeProblem([])).toBeNull();
  });
});
