import { describe, expect, it } from "vitest";
import { createPlane, edgeIndexTable } from "./plane.js";

describe("createPlane", () => {
  it("gives zero-filled planes that never share values, small (slab) or large", () => {
    const planes = [createPlane(16, 16), createPlane(64, 64), createPlane(128, 128), createPlane(16, 16)];
    for (const plane of planes) plane.data.fill(7);
    // Enough small planes to run past a slab: each must start at zero.
    for (let i = 0; i < 40; i++) {
      const plane = createPlane(64, 64);
      expect(plane.data.length).toBe(4096);
      expect(plane.data.every((v) => v === 0)).toBe(true);
      plane.data.fill(i);
    }
    for (const plane of planes) expect(plane.data.every((v) => v === 7)).toBe(true);
  });

  it("rejects sizes that are not positive integers", () => {
    expect(() => createPlane(0, 4)).toThrow("Plane dimensions must be positive integers, got 0x4");
  });
});

describe("edgeIndexTable", () => {
  it("wraps or clamps, and returns the same shared table for the same request", () => {
    expect(Array.from(edgeIndexTable(3, 2, "wrap"))).toEqual([1, 2, 0, 1, 2, 0, 1]);
    expect(Array.from(edgeIndexTable(3, 2, "clamp"))).toEqual([0, 0, 0, 1, 2, 2, 2]);
    expect(edgeIndexTable(3, 2, "wrap")).toBe(edgeIndexTable(3, 2, "wrap"));
  });
});
