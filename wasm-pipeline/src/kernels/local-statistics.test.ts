import { describe, expect, it } from "vitest";
import { boxBlur } from "./box-blur.js";
import { localStatistics } from "./local-statistics.js";
import { createPlane, planeFromRows, planeRows } from "./plane.js";

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

  it("is bit for bit two box blurs (values and float32 squares), inside rows and at their ends", () => {
    for (const [width, height, radius] of [
      [11, 7, 1],
      [11, 7, 2],
      [5, 6, 3],
      [2, 3, 1],
    ] as const) {
      for (const edges of ["wrap", "clamp"] as const) {
        const plane = createPlane(width, height);
        const squares = createPlane(width, height);
        let state = width * 7 + radius;
        for (let i = 0; i < plane.data.length; i++) {
          state = (Math.imul(state, 1103515245) + 12345) >>> 0;
          plane.data[i] = (state >>> 8) / 16777216;
          squares.data[i] = plane.data[i]! * plane.data[i]!;
        }
        const mean = boxBlur(plane, { radius, edges }).data;
        const meanSquares = boxBlur(squares, { radius, edges }).data;
        const deviation = createPlane(width, height).data;
        for (let i = 0; i < deviation.length; i++) {
          const variance = meanSquares[i]! - mean[i]! * mean[i]!;
          deviation[i] = variance > 0 ? Math.sqrt(variance) : 0;
        }
        const statistics = localStatistics(plane, { radius, edges });
        expect(Array.from(statistics.mean.data)).toEqual(Array.from(mean));
        expect(Array.from(statistics.deviation.data)).toEqual(Array.from(deviation));
      }
    }
  });
});
