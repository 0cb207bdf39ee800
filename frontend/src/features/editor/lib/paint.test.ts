import type { RawImage } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { stampBrush, strokeSegment } from "./brush";
import { createMask, mark } from "./mask";
import { applyMask, blankTexture, pickColour } from "./paint";

const image = (pixels: number[][], width: number): RawImage => ({
  width,
  height: pixels.length / width,
  data: new Uint8ClampedArray(pixels.flat()),
});
const red = { r: 255, g: 0, b: 0, a: 255 };

describe("applyMask", () => {
  it("paints covered pixels only, at full opacity, without touching the input", () => {
    const base = image(
      [
        [0, 0, 255, 255],
        [0, 255, 0, 255],
      ],
      2,
    );
    const mask = createMask(2, 1);
    stampBrush(mask, { x: 1, y: 0 }, 1);
    const out = applyMask(base, mask, "paint", red, 1);
    expect(Array.from(out.data)).toEqual([0, 0, 255, 255, 255, 0, 0, 255]);
    expect(Array.from(base.data)).toEqual([0, 0, 255, 255, 0, 255, 0, 255]);
  });

  it("blends once per stroke even where the stroke crosses itself", () => {
    const base = image([[0, 0, 255, 255]], 1);
    const mask = createMask(1, 1);
    strokeSegment(mask, { x: 0, y: 0 }, { x: 0, y: 0 }, 1);
    strokeSegment(mask, { x: 0, y: 0 }, { x: 0, y: 0 }, 1);
    expect(Array.from(applyMask(base, mask, "paint", red, 0.5).data)).toEqual([128, 0, 128, 255]);
  });

  it("erases with opacity", () => {
    const base = image([[10, 20, 30, 200]], 1);
    const mask = createMask(1, 1);
    mark(mask, 0, 0);
    expect(Array.from(applyMask(base, mask, "erase", red, 0.5).data)).toEqual([10, 20, 30, 100]);
    expect(Array.from(applyMask(base, mask, "erase", red, 1).data)).toEqual([0, 0, 0, 0]);
  });

  it("paints only inside the mask's box, leaving the rest of a large texture byte for byte", () => {
    const base = blankTexture(1024);
    base.data.fill(7);
    const mask = createMask(1024, 1024);
    stampBrush(mask, { x: 1000, y: 3 }, 3);
    expect(mask.bounds).toEqual({ minX: 999, minY: 2, maxX: 1001, maxY: 4 });
    const out = applyMask(base, mask, "paint", red, 1);
    const painted = Array.from({ length: 1024 * 1024 }, (_, i) => i).filter((i) => out.data[i * 4] === 255);
    expect(painted).toHaveLength(9);
    expect(painted[0]).toBe(2 * 1024 + 999);
    expect(out.data[0]).toBe(7);
  });

  it("checks sizes and opacity", () => {
    expect(() => applyMask(blankTexture(2), createMask(1, 1), "paint", red, 1)).toThrow(RangeError);
    expect(() => applyMask(blankTexture(1), createMask(1, 1), "paint", red, 2)).toThrow(RangeError);
  });
});

describe("picker", () => {
  it("reads the stored bytes, alpha included, and ignores clicks outside", () => {
    const base = image(
      [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
      ],
      2,
    );
    expect(pickColour(base, 1, 0)).toEqual({ r: 5, g: 6, b: 7, a: 8 });
    expect(pickColour(base, 2, 0)).toBeNull();
    expect(pickColour(base, -1, 0)).toBeNull();
  });
});

describe("blankTexture", () => {
  it("is fully transparent", () => {
    const blank = blankTexture(16);
    expect(blank.width).toBe(16);
    expect(blank.data.length).toBe(16 * 16 * 4);
    expect(blank.data.every((v) => v === 0)).toBe(true);
  });
});
