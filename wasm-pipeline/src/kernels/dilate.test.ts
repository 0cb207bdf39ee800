import { describe, expect, it } from "vitest";
import { dilateIntoHoles } from "./dilate.js";
import { createPlane, planeFromRows, planeRows } from "./plane.js";

describe("dilateIntoHoles", () => {
  it("fills a hole with the mean of its valid neighbours and keeps valid pixels", () => {
    const out = dilateIntoHoles(planeFromRows([[5, 0, 9]]), Uint8Array.from([1, 0, 1]));
    expect(planeRows(out)).toEqual([[5, 7, 9]]);
  });

  it("grows ring by ring and gives what is still empty the mean of the valid pixels", () => {
    const out = dilateIntoHoles(planeFromRows([[2, 0, 0, 0, 8]]), Uint8Array.from([1, 0, 0, 0, 1]), { passes: 1 });
    expect(planeRows(out)).toEqual([[2, 2, 5, 8, 8]]);
  });

  it("returns a copy when no pixel or every pixel is valid, without mutating the input", () => {
    const input = planeFromRows([[1, 2]]);
    expect(planeRows(dilateIntoHoles(input, Uint8Array.from([0, 0])))).toEqual([[1, 2]]);
    expect(planeRows(dilateIntoHoles(input, Uint8Array.from([1, 1])))).toEqual([[1, 2]]);
    dilateIntoHoles(input, Uint8Array.from([1, 0]));
    expect(planeRows(input)).toEqual([[1, 2]]);
    expect(() => dilateIntoHoles(input, new Uint8Array(3))).toThrow("valid mask has 3 entries, expected 2");
  });

  it("fills interior holes (fixed offsets) exactly as border holes (edge tables)", () => {
    // With wrapping edges, rolling the plane and mask by one column and one row rolls the result: every
    // hole's neighbourhood is the same pixels, read once away from the border and once on it.
    const width = 7;
    const height = 6;
    const plane = createPlane(width, height);
    const valid = new Uint8Array(width * height);
    let state = 5;
    for (let i = 0; i < valid.length; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      plane.data[i] = (state >>> 8) / 16777216;
      // About a quarter valid: rings grow over several passes and reach every hole, so the fallback mean
      // (whose summation order rolling would change) is never used.
      valid[i] = state >>> 29 < 2 ? 1 : 0;
    }
    const rolledPlane = createPlane(width, height);
    const rolledValid = new Uint8Array(width * height);
    const rolled = (i: number) => ((((i / width) | 0) + 1) % height) * width + (((i % width) + 1) % width);
    for (let i = 0; i < valid.length; i++) {
      rolledPlane.data[rolled(i)] = plane.data[i]!;
      rolledValid[rolled(i)] = valid[i]!;
    }
    const out = dilateIntoHoles(plane, valid, { edges: "wrap", passes: 3 }).data;
    const rolledOut = dilateIntoHoles(rolledPlane, rolledValid, { edges: "wrap", passes: 3 }).data;
    for (let i = 0; i < valid.length; i++) expect(rolledOut[rolled(i)]).toBe(out[i]);
  });
});
