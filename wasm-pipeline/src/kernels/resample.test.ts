import { describe, expect, it } from "vitest";
import { bilinearUpsample } from "./bilinear-upsample.js";
import { boxDownsample } from "./box-downsample.js";
import { planeFromRows, planeRows } from "./plane.js";

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
});
