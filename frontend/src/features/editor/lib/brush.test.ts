import { describe, expect, it } from "vitest";
import { linePixels, stampBrush, strokeSegment } from "./brush";
import { coveredPixels, createMask } from "./mask";

const rows = (mask: ReturnType<typeof createMask>) =>
  Array.from({ length: mask.height }, (_, y) =>
    Array.from(mask.data.subarray(y * mask.width, (y + 1) * mask.width)).join(""),
  );

describe("brush", () => {
  it("size 1 is one pixel and clips at the edges", () => {
    const mask = createMask(3, 3);
    stampBrush(mask, { x: 0, y: 0 }, 1);
    stampBrush(mask, { x: 5, y: 5 }, 1);
    expect(coveredPixels(mask)).toEqual([[0, 0]]);
  });

  it("size 3 is a full square, size 5 is round", () => {
    const three = createMask(5, 5);
    stampBrush(three, { x: 2, y: 2 }, 3);
    expect(rows(three)).toEqual(["00000", "01110", "01110", "01110", "00000"]);
    const five = createMask(5, 5);
    stampBrush(five, { x: 2, y: 2 }, 5);
    expect(rows(five)).toEqual(["01110", "11111", "11111", "11111", "01110"]);
  });

  it("size 2 covers the pixel and its right and lower neighbours", () => {
    const mask = createMask(4, 4);
    stampBrush(mask, { x: 1, y: 1 }, 2);
    expect(rows(mask)).toEqual(["0000", "0110", "0110", "0000"]);
  });

  it("draws gap-free lines between samples", () => {
    expect(linePixels({ x: 0, y: 0 }, { x: 3, y: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ]);
    expect(linePixels({ x: 2, y: 2 }, { x: 2, y: 2 })).toEqual([{ x: 2, y: 2 }]);
    const mask = createMask(4, 4);
    strokeSegment(mask, { x: 3, y: 0 }, { x: 0, y: 3 }, 1);
    expect(rows(mask)).toEqual(["0001", "0010", "0100", "1000"]);
  });

  it("rejects a size below 1", () => {
    expect(() => stampBrush(createMask(2, 2), { x: 0, y: 0 }, 0)).toThrow(RangeError);
  });
});
