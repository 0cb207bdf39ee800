import { describe, expect, it } from "vitest";
import { bilinearUpsample, upsampleDoubleAdding } from "./bilinear-upsample.js";
import { boxDownsample } from "./box-downsample.js";
import { createPlane, type Plane, planeFromRows, planeRows } from "./plane.js";

/** Deterministic values with full float32 mantissas, so any change in rounding order shows. */
function noisePlane(width: number, height: number, seed: number): Plane {
  const plane = createPlane(width, height);
  let state = seed;
  for (let i = 0; i < plane.data.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    plane.data[i] = state / 4294967296 - 0.3;
  }
  return plane;
}

describe("boxDownsample", () => {
  it("averages 2x2 blocks", () => {
    const out = boxDownsample(
      planeFromRows([
        [0, 2, 4, 4],
        [2, 4, 8, 8],
      ]),
      2,
    );
    expect(planeRows(out)).toEqual([[2, 6]]);
  });

  it("halves with the general path's float32 roundings: each source row's block sum added in turn", () => {
    const source = noisePlane(6, 4, 3);
    const s = source.data;
    const expected: number[][] = [];
    for (let oy = 0; oy < 2; oy++) {
      const row: number[] = [];
      for (let ox = 0; ox < 3; ox++) {
        const top = 2 * oy * 6 + 2 * ox;
        const bottom = top + 6;
        const first = Math.fround(0 + (0 + s[top]! + s[top + 1]!) * 0.25);
        row.push(Math.fround(first + (0 + s[bottom]! + s[bottom + 1]!) * 0.25));
      }
      expected.push(row);
    }
    expect(planeRows(boxDownsample(source, 2))).toEqual(expected);
  });

  it("rejects a factor that does not divide the size", () => {
    expect(() => boxDownsample(planeFromRows([[1, 2, 3]]), 2)).toThrow("factor must be a whole divisor of 3x1, got 2");
  });
});

describe("bilinearUpsample", () => {
  it("interpolates between pixel centres, clamping at the edges", () => {
    expect(planeRows(bilinearUpsample(planeFromRows([[0, 4]]), 4, 1, "clamp"))).toEqual([[0, 1, 3, 4]]);
  });

  it("doubles both sides with the 3/4 : 1/4 weights of pixel-centre alignment", () => {
    expect(
      planeRows(
        bilinearUpsample(
          planeFromRows([
            [0, 4],
            [8, 12],
          ]),
          4,
          4,
          "clamp",
        ),
      ),
    ).toEqual([
      [0, 1, 3, 4],
      [2, 3, 5, 6],
      [6, 7, 9, 10],
      [8, 9, 11, 12],
    ]);
    expect(
      planeRows(
        bilinearUpsample(
          planeFromRows([
            [0, 4],
            [8, 12],
          ]),
          4,
          4,
          "wrap",
        ),
      )[0],
    ).toEqual([3, 3, 5, 5]);
  });

  it("enlarges by powers of two through repeated doubling", () => {
    const source = planeFromRows([
      [0, 4],
      [8, 12],
    ]);
    const twice = bilinearUpsample(bilinearUpsample(source, 4, 4, "wrap"), 8, 8, "wrap");
    expect(planeRows(bilinearUpsample(source, 8, 8, "wrap"))).toEqual(planeRows(twice));
    expect(planeRows(bilinearUpsample(planeFromRows([[7]]), 4, 4, "clamp")).flat()).toEqual(Array(16).fill(7));
  });

  it("interpolates across the seam when wrapping", () => {
    expect(planeRows(bilinearUpsample(planeFromRows([[0, 4]]), 4, 1, "wrap"))).toEqual([[1, 1, 3, 3]]);
  });

  it("doubling with a weighted plane added is bit for bit the upsample and then the addition", () => {
    for (const edges of ["wrap", "clamp"] as const) {
      const source = noisePlane(3, 4, 5);
      const addend = noisePlane(6, 8, 11);
      const upsampled = bilinearUpsample(source, 6, 8, edges).data;
      const expected = createPlane(6, 8);
      for (let i = 0; i < 48; i++) expected.data[i] = upsampled[i]! + 0.37 * addend.data[i]!;
      expect(planeRows(upsampleDoubleAdding(source, edges, 0.37, addend))).toEqual(planeRows(expected));
    }
  });
});
