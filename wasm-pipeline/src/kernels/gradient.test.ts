import { describe, expect, it } from "vitest";
import { gradient } from "./gradient.js";
import { planeFromRows, planeRows } from "./plane.js";

const ramp = planeFromRows([
  [0, 1, 2, 3],
  [0, 1, 2, 3],
  [0, 1, 2, 3],
]);

describe("gradient", () => {
  it("gives 1 per pixel on a unit ramp, half at clamped edges, and no vertical slope", () => {
    for (const operator of ["sobel", "scharr"] as const) {
      const { dx, dy } = gradient(ramp, { operator, edges: "clamp" });
      expect(planeRows(dx)).toEqual([
        [0.5, 1, 1, 0.5],
        [0.5, 1, 1, 0.5],
        [0.5, 1, 1, 0.5],
      ]);
      expect(
        planeRows(dy)
          .flat()
          .every((v) => v === 0),
      ).toBe(true);
    }
  });

  it("sees the seam of a wrapped ramp as a drop", () => {
    const { dx } = gradient(ramp, { edges: "wrap" });
    expect(planeRows(dx)[0]).toEqual([-1, 1, 1, -1]);
  });

  it("measures +y downwards (image rows)", () => {
    const { dy } = gradient(
      planeFromRows([
        [0, 0],
        [2, 2],
        [4, 4],
      ]),
      { edges: "clamp" },
    );
    expect(planeRows(dy)).toEqual([
      [1, 1],
      [2, 2],
      [1, 1],
    ]);
  });
});
