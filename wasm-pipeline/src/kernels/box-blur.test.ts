import { describe, expect, it } from "vitest";
import { boxBlur } from "./box-blur.js";
import { planeFromRows, planeRows } from "./plane.js";

describe("boxBlur", () => {
  it("clamps at the edges", () => {
    expect(planeRows(boxBlur(planeFromRows([[0, 3, 6]]), { radius: 1, edges: "clamp" }))).toEqual([[1, 3, 5]]);
  });

  it("wraps at the edges", () => {
    expect(planeRows(boxBlur(planeFromRows([[0, 3, 6]]), { radius: 1, edges: "wrap" }))).toEqual([[3, 3, 3]]);
  });

  it("blurs in both directions: a centre spike over a wrapped 3x3 spreads evenly", () => {
    const spike = planeFromRows([
      [0, 0, 0],
      [0, 9, 0],
      [0, 0, 0],
    ]);
    const rows = planeRows(boxBlur(spike, { radius: 1, edges: "wrap" }));
    for (const row of rows) for (const v of row) expect(v).toBeCloseTo(1, 5);
  });

  it("copies with radius 0, does not mutate its input, and rejects a bad radius", () => {
    const input = planeFromRows([
      [1, 2],
      [3, 4],
    ]);
    expect(planeRows(boxBlur(input, { radius: 0 }))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    boxBlur(input, { radius: 1 });
    expect(planeRows(input)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(() => boxBlur(input, { radius: 1.5 })).toThrow("radius must be a non-negative integer, got 1.5");
  });
});
