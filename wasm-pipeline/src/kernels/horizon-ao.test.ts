import { describe, expect, it } from "vitest";
import { horizonAo, horizonSteps } from "./horizon-ao.js";
import { planeFromRows, planeRows } from "./plane.js";

const pit = () =>
  planeFromRows([
    [1, 1, 1],
    [1, 0, 1],
    [1, 1, 1],
  ]);

describe("horizonAo", () => {
  it("leaves a flat surface unoccluded", () => {
    const rows = planeRows(
      horizonAo(
        planeFromRows([
          [3, 3],
          [3, 3],
        ]),
        { radius: 2 },
      ),
    );
    expect(rows).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it("darkens a one-pixel pit by the mean sine of its horizon angles", () => {
    // Axis neighbours: slope 1 -> sin 45 = 0.7071; diagonals: slope 1/sqrt 2 -> 0.5774.
    const expected = 1 - (4 * Math.SQRT1_2 + 4 * (Math.SQRT1_2 / Math.sqrt(1.5))) / 8;
    const rows = planeRows(horizonAo(pit(), { radius: 1, edges: "clamp" }));
    expect(rows[1]![1]).toBeCloseTo(expected, 5);
    // Rim pixels only see the pit (lower) or their own level: open sky.
    expect(rows[0]).toEqual([1, 1, 1]);
  });

  it("radius 0 gives no occlusion and the input is not mutated", () => {
    const input = pit();
    expect(
      planeRows(horizonAo(input, { radius: 0 }))
        .flat()
        .every((v) => v === 1),
    ).toBe(true);
    expect(planeRows(input)).toEqual(planeRows(pit()));
  });

  it("wraps: occluders across the seam count, clamped edges repeat the pixel itself", () => {
    const axis = Math.SQRT1_2;
    const diagonal = Math.SQRT1_2 / Math.sqrt(1.5);
    const wrapped = planeRows(horizonAo(planeFromRows([[0, 1, 1]]), { radius: 1, edges: "wrap" }))[0]![0]!;
    const clamped = planeRows(horizonAo(planeFromRows([[0, 1, 1]]), { radius: 1, edges: "clamp" }))[0]![0]!;
    expect(wrapped).toBeCloseTo(1 - (2 * axis + 4 * diagonal) / 8, 5);
    expect(clamped).toBeCloseTo(1 - (axis + 2 * diagonal) / 8, 5);
  });

  it("marches every pixel up to 4, then in growing steps", () => {
    expect(horizonSteps(3)).toEqual([1, 2, 3]);
    expect(horizonSteps(16)).toEqual([1, 2, 3, 4, 6, 9, 14]);
  });

  it("traces only each row's span of wanted pixels, exactly as without a mask, and leaves the rest 1", () => {
    const surface = planeFromRows([
      [0, 2, 1, 3, 0],
      [1, 0, 2, 0, 1],
      [3, 1, 0, 1, 2],
    ]);
    const mask = new Uint8Array([0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
    const full = planeRows(horizonAo(surface, { radius: 2, edges: "clamp" }));
    const masked = planeRows(horizonAo(surface, { radius: 2, edges: "clamp", mask }));
    // Row 0 spans x = 1..3 (the unwanted x = 2 inside the span is traced too); row 1 has no wanted pixel.
    expect(masked[0]).toEqual([1, full[0]![1], full[0]![2], full[0]![3], 1]);
    expect(masked[1]).toEqual([1, 1, 1, 1, 1]);
    expect(masked[2]).toEqual([full[2]![0], 1, 1, 1, 1]);
  });
});
