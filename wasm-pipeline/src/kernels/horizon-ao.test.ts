import { describe, expect, it } from "vitest";
import { horizonAo, horizonSteps } from "./horizon-ao.js";
import { createPlane, type EdgeMode, type Plane, planeFromRows, planeRows } from "./plane.js";

/** The plain march: every pixel, direction and step in turn, with the same float operations. */
function referenceAo(height: Plane, radius: number, edges: EdgeMode, heightScale: number): number[][] {
  const { width, height: rowsCount, data } = height;
  const at = (c: number, size: number) =>
    edges === "wrap" ? ((c % size) + size) % size : Math.min(size - 1, Math.max(0, c));
  const scaled = (x: number, y: number) => Math.fround(data[at(y, rowsCount) * width + at(x, width)]! * heightScale);
  const dx = [1, 1, 0, -1, -1, -1, 0, 1];
  const dy = [0, 1, 1, 1, 0, -1, -1, -1];
  const rows: number[][] = [];
  for (let y = 0; y < rowsCount; y++) {
    const row: number[] = [];
    for (let x = 0; x < width; x++) {
      let occlusion = 0;
      for (let d = 0; d < 8; d++) {
        const unit = dx[d] !== 0 && dy[d] !== 0 ? Math.SQRT2 : 1;
        let best = 0;
        for (const step of horizonSteps(radius)) {
          const slope = (scaled(x + dx[d]! * step, y + dy[d]! * step) - scaled(x, y)) * (1 / (step * unit));
          if (slope > best) best = slope;
        }
        if (best > 0) occlusion += best / Math.sqrt(1 + best * best);
      }
      row.push(Math.fround(1 - occlusion * (1 / 8)));
    }
    rows.push(row);
  }
  return rows;
}

/** Deterministic pixel-art-like heights: a few levels, so slopes rise and fall at random. */
function noisePlane(width: number, height: number, seed: number): Plane {
  const plane = createPlane(width, height);
  let state = seed;
  for (let i = 0; i < plane.data.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    plane.data[i] = (state >>> 24) / 255;
  }
  return plane;
}

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

  it("with several steps traces only the wanted pixels, exactly as without a mask, and leaves the rest 1", () => {
    const surface = planeFromRows([
      [0, 2, 1, 3, 0],
      [1, 0, 2, 0, 1],
      [3, 1, 0, 1, 2],
    ]);
    const mask = new Uint8Array([0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
    const full = planeRows(horizonAo(surface, { radius: 2, edges: "clamp" }));
    const masked = planeRows(horizonAo(surface, { radius: 2, edges: "clamp", mask }));
    // Row 0 wants x = 1 and 3 (not x = 2 between them); row 1 has no wanted pixel.
    expect(masked[0]).toEqual([1, full[0]![1], 1, full[0]![3], 1]);
    expect(masked[1]).toEqual([1, 1, 1, 1, 1]);
    expect(masked[2]).toEqual([full[2]![0], 1, 1, 1, 1]);
  });

  it("matches the plain march bit for bit for one step, unrolled steps and longer searches", () => {
    for (const [width, height, radius] of [
      [7, 5, 1],
      [1, 3, 1],
      [9, 8, 2],
      [6, 11, 3],
      [12, 10, 4],
      [20, 18, 9],
      // Nine steps: eight unrolled, one from the tables.
      [40, 36, 33],
    ] as const) {
      for (const edges of ["wrap", "clamp"] as const) {
        const surface = noisePlane(width, height, width * 31 + radius);
        const traced = planeRows(horizonAo(surface, { radius, edges, heightScale: 3 }));
        expect(traced).toEqual(referenceAo(surface, radius, edges, 3));
      }
    }
  });

  it("one step traces each row's span with its neighbours outside it, exactly as without a mask", () => {
    const surface = noisePlane(6, 5, 7);
    const mask = new Uint8Array(30);
    for (const i of [2, 3, 7, 10, 19, 24, 29]) mask[i] = 1;
    const full = planeRows(horizonAo(surface, { radius: 1, edges: "clamp" }));
    const masked = planeRows(horizonAo(surface, { radius: 1, edges: "clamp", mask }));
    masked.forEach((row, y) => {
      const wanted = [...row.keys()].filter((x) => mask[y * 6 + x]);
      const first = Math.min(...wanted);
      const last = Math.max(...wanted);
      expect(row).toEqual(row.map((_, x) => (x >= first && x <= last ? full[y]![x] : 1)));
    });
  });
});
