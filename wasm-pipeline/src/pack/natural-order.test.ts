import { describe, expect, it } from "vitest";
import { naturalCompare } from "./natural-order.js";
import { sequenceName } from "./sequence.js";

describe("naturalCompare", () => {
  it("orders frame numbers by value, not by character", () => {
    const names = ["frame_10.png", "frame_2.png", "frame_1.png", "Frame_3.png", "frame_02b.png"];
    expect([...names].sort(naturalCompare)).toEqual([
      "frame_1.png",
      "frame_2.png",
      "frame_02b.png",
      "Frame_3.png",
      "frame_10.png",
    ]);
  });

  it("is a total order: equal numbers with different padding still compare", () => {
    expect(naturalCompare("a_01.png", "a_1.png")).toBeLessThan(0);
    expect(naturalCompare("a_1.png", "a_01.png")).toBeGreaterThan(0);
    expect(naturalCompare("a.png", "a.png")).toBe(0);
  });
});

describe("sequenceName", () => {
  it("drops the frame number and its separator from the first frame's name", () => {
    expect(sequenceName("lava_01.png")).toBe("lava");
    expect(sequenceName("dir/fire-12.PNG")).toBe("fire");
    expect(sequenceName("water 3.png")).toBe("water");
    expect(sequenceName("0001.png")).toBe("sequence");
    expect(sequenceName("portal.png")).toBe("portal");
  });
});
