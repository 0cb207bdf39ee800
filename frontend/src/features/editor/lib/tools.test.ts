import { describe, expect, it } from "vitest";
import { blankTexture } from "./paint";
import { beginGesture, extendGesture, type Paint, renderGesture } from "./tools";

const paint: Paint = { colour: { r: 255, g: 0, b: 0, a: 255 }, opacity: 1, size: 1, filled: false, lockAlpha: false };
const alphaRows = (image: ReturnType<typeof blankTexture>) =>
  Array.from({ length: image.height }, (_, y) =>
    Array.from({ length: image.width }, (_, x) => (image.data[(y * image.width + x) * 4 + 3] ? 1 : 0)).join(""),
  );

describe("gestures", () => {
  it("a brush drag covers every pixel between samples and leaves the base untouched", () => {
    const base = blankTexture(4);
    let g = beginGesture("brush", base, { x: 0, y: 0 }, paint);
    g = extendGesture(g, { x: 3, y: 0 }, paint);
    g = extendGesture(g, { x: 3, y: 2 }, paint);
    expect(alphaRows(renderGesture(g, paint))).toEqual(["1111", "0001", "0001", "0000"]);
    expect(base.data.every((v) => v === 0)).toBe(true);
  });

  it("a rectangle follows the pointer instead of accumulating", () => {
    let g = beginGesture("rect", blankTexture(4), { x: 0, y: 0 }, paint);
    g = extendGesture(g, { x: 3, y: 3 }, paint);
    g = extendGesture(g, { x: 2, y: 2 }, paint);
    expect(alphaRows(renderGesture(g, paint))).toEqual(["1110", "1010", "1110", "0000"]);
  });

  it("a filled circle and the eraser", () => {
    const filled = { ...paint, filled: true };
    let g = beginGesture("circle", blankTexture(5), { x: 0, y: 0 }, filled);
    g = extendGesture(g, { x: 4, y: 4 }, filled);
    const disc = renderGesture(g, filled);
    expect(alphaRows(disc)).toEqual(["01110", "11111", "11111", "11111", "01110"]);
    const erased = renderGesture(beginGesture("eraser", disc, { x: 2, y: 2 }, paint), paint);
    expect(alphaRows(erased)).toEqual(["01110", "11111", "11011", "11111", "01110"]);
  });
});

describe("lock alpha", () => {
  it("paints colour and keeps each pixel's alpha (height in _n), while the eraser still erases", () => {
    const base = { width: 2, height: 1, data: new Uint8ClampedArray([10, 20, 30, 40, 0, 0, 0, 200]) };
    const locked = { ...paint, lockAlpha: true, opacity: 0.5 };
    let g = beginGesture("brush", base, { x: 0, y: 0 }, locked);
    g = extendGesture(g, { x: 1, y: 0 }, locked);
    expect(Array.from(renderGesture(g, locked).data)).toEqual([133, 10, 15, 40, 128, 0, 0, 200]);
    const erased = renderGesture(beginGesture("eraser", base, { x: 1, y: 0 }, { ...paint, lockAlpha: true }), paint);
    expect(Array.from(erased.data)).toEqual([10, 20, 30, 40, 0, 0, 0, 0]);
  });
});
