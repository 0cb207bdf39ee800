import { describe, expect, it } from "vitest";
import { localStatistics } from "./local-statistics.js";
import { planeFromRows, planeRows } from "./plane.js";

describe("localStatistics", () => {
  it("gives zero deviation on a flat plane", () => {
    const { mean, deviation } = localStatistics(
      planeFromRows([
        [4, 4],
        [4, 4],
      ]),
    );
    expect(planeRows(mean)).toEqual([
      [4, 4],
      [4, 4],
    ]);
    expect(planeRows(deviation)).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("gives the window's standard deviation on a checkerboard", () => {
    // A wrapped 2x2 checker seen through a 3x3 window: 5 of one value and 4 of the other.
    const { deviation } = localStatistics(
      planeFromRows([
        [0, 1],
        [1, 0],
      ]),
      { radius: 1, edges: "wrap" },
    );
    const p = 4 / 9;
    for (const v of planeRows(deviation).flat()) expect(v).toBeCloseTo(Math.sqrt(p * (1 - p)), 4);
  });
});
