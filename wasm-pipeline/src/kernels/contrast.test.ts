import { describe, expect, it } from "vitest";
import { createRawImage } from "../types.js";
import { adjustContrast } from "./contrast.js";

const image = () => {
  const out = createRawImage(2, 1);
  out.data.set([100, 200, 0, 7, 128, 127, 255, 0]);
  return out;
};

describe("adjustContrast", () => {
  it("returns the same bytes (in a new buffer) at factor 1", () => {
    const input = image();
    const out = adjustContrast(input, 1);
    expect(Array.from(out.data)).toEqual(Array.from(input.data));
    expect(out.data).not.toBe(input.data);
  });

  it("scales RGB about mid-grey, clamps, and keeps alpha", () => {
    // (100-127.5)*2+127.5 = 72.5 -> 73; 200 -> 272.5 -> 255; 0 -> -127.5 -> 0; 128 -> 128.5 -> 129.
    expect(Array.from(adjustContrast(image(), 2).data)).toEqual([73, 255, 0, 7, 129, 127, 255, 0]);
    expect(Array.from(adjustContrast(image(), 0).data)).toEqual([128, 128, 128, 7, 128, 128, 128, 0]);
  });

  it("does not mutate its input and rejects a negative factor", () => {
    const input = image();
    adjustContrast(input, 1.5);
    expect(Array.from(input.data)).toEqual(Array.from(image().data));
    expect(() => adjustContrast(input, -1)).toThrow("contrast factor must be >= 0, got -1");
  });
});
