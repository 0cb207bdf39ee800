import { describe, expect, it } from "vitest";
import type { Mask } from "./mask";
import { ellipseMask, rectMask } from "./shapes";

const rows = (mask: Mask) =>
  Array.from({ length: mask.height }, (_, y) =>
    Array.from(mask.data.subarray(y * mask.width, (y + 1) * mask.width)).join(""),
  );

describe("rectangles", () => {
  it("outlines with the brush thickness, in either drag direction", () => {
    const a = rectMask(5, 5, { x: 0, y: 0 }, { x: 3, y: 3 }, { filled: false, thickness: 1 });
    const b = rectMask(5, 5, { x: 3, y: 3 }, { x: 0, y: 0 }, { filled: false, thickness: 1 });
    expect(rows(a)).toEqual(["11110", "10010", "10010", "11110", "00000"]);
    expect(rows(b)).toEqual(rows(a));
    const thick = rectMask(5, 5, { x: 0, y: 0 }, { x: 4, y: 4 }, { filled: false, thickness: 2 });
    expect(rows(thick)).toEqual(["11111", "11111", "11011", "11111", "11111"]);
  });

  it("fills, and clips to the texture", () => {
    const mask = rectMask(4, 3, { x: 2, y: 1 }, { x: 9, y: 9 }, { filled: true, thickness: 1 });
    expect(rows(mask)).toEqual(["0000", "0011", "0011"]);
  });
});

describe("circles", () => {
  it("fills a round disc in a square box", () => {
    const mask = ellipseMask(5, 5, { x: 0, y: 0 }, { x: 4, y: 4 }, { filled: true, thickness: 1 });
    expect(rows(mask)).toEqual(["01110", "11111", "11111", "11111", "01110"]);
  });

  it("outlines a ring that leaves the centre untouched", () => {
    const mask = ellipseMask(7, 7, { x: 0, y: 0 }, { x: 6, y: 6 }, { filled: false, thickness: 1 });
    expect(rows(mask)).toEqual(["0011100", "0100010", "1000001", "1000001", "1000001", "0100010", "0011100"]);
  });

  it("becomes an ellipse in a wide box and a filled dot when thicker than its radius", () => {
    const wide = ellipseMask(6, 3, { x: 0, y: 0 }, { x: 5, y: 2 }, { filled: true, thickness: 1 });
    expect(rows(wide)).toEqual(["011110", "111111", "011110"]);
    const dot = ellipseMask(3, 3, { x: 0, y: 0 }, { x: 2, y: 2 }, { filled: false, thickness: 4 });
    expect(rows(dot)).toEqual(["111", "111", "111"]);
  });
});
