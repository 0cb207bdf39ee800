import { describe, expect, it } from "vitest";
import { percentileRange } from "./percentile.js";
import { createPlane } from "./plane.js";

const ramp = () => {
  const plane = createPlane(10, 10);
  plane.data.forEach((_, i) => {
    plane.data[i] = i;
  });
  return plane;
};

describe("percentileRange", () => {
  it("finds the low and high percentiles to within one histogram bin", () => {
    const [lo, hi] = percentileRange(ramp(), { low: 0.1, high: 0.9 });
    const bin = 99 / 255; // 100 pixels get the minimum of 256 bins across 0..99
    expect(Math.abs(lo - 9)).toBeLessThanOrEqual(bin);
    expect(Math.abs(hi - 89)).toBeLessThanOrEqual(bin);
    expect(percentileRange(ramp(), { low: 0, high: 1 })).toEqual([0, 99]);
  });

  it("ignores masked-out pixels", () => {
    const mask = Uint8Array.from({ length: 100 }, (_, i) => (i < 50 ? 1 : 0));
    expect(percentileRange(ramp(), { low: 0, high: 1, mask })).toEqual([0, 49]);
  });

  it("collapses to one value on a flat plane and to 0 with nothing to measure", () => {
    const flat = createPlane(2, 2);
    flat.data.fill(0.5);
    expect(percentileRange(flat)).toEqual([0.5, 0.5]);
    expect(percentileRange(flat, { mask: new Uint8Array(4) })).toEqual([0, 0]);
  });
});
