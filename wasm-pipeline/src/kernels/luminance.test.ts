import { describe, expect, it } from "vitest";
import { createRawImage } from "../types.js";
import { luminance } from "./luminance.js";

describe("luminance", () => {
  it("weights R, G, B by Rec. 709 on the stored values and ignores alpha", () => {
    const image = createRawImage(2, 2);
    image.data.set([255, 0, 0, 255, 0, 255, 0, 0, 0, 0, 255, 128, 255, 255, 255, 255]);
    const before = image.data.slice();
    const out = luminance(image);
    expect(out.width).toBe(2);
    const expected = [0.2126, 0.7152, 0.0722, 1];
    for (const [i, value] of expected.entries()) expect(out.data[i]).toBeCloseTo(value, 5);
    expect(image.data).toEqual(before);
  });

  it("accepts other weights", () => {
    const image = createRawImage(1, 1);
    image.data.set([51, 102, 204, 255]);
    expect(luminance(image, { weights: [1, 0, 0] }).data[0]).toBeCloseTo(0.2, 5);
  });
});
