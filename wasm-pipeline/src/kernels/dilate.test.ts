import { describe, expect, it } from "vitest";
import { dilateIntoHoles } from "./dilate.js";
import { planeFromRows, planeRows } from "./plane.js";

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
});
