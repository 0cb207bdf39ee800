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

  it("each preview of a drag shows only that moment's shape, on one reused copy of the base", () => {
    const base = blankTexture(4);
    let g = beginGesture("rect", base, { x: 0, y: 0 }, paint);
    g = extendGesture(g, { x: 3, y: 3 }, paint);
    const big = renderGesture(g, paint);
    expect(alphaRows(big)).toEqual(["1111", "1001", "1001", "1111"]);
    // Shrinking the box puts the base back where the bigger rectangle was.
    g = extendGesture(g, { x: 1, y: 1 }, paint);
    expect(alphaRows(renderGesture(g, paint))).toEqual(["1100", "1100", "0000", "0000"]);
    expect(renderGesture(g, paint).data).toBe(big.data);
    expect(base.data.every((v) => v === 0)).toBe(true);
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

describe("LabPBR maps", () => {
  const opaque = (width: number, value: number[]) => ({
    width,
    height: 1,
    data: new Uint8ClampedArray(Array.from({ length: width }, () => value).flat()),
  });
  const picked = { ...paint, colour: { r: 123, g: 137, b: 222, a: 69 } };

  it("paint writes the colour's alpha as height or emission; an ordinary texture composites it", () => {
    const base = opaque(1, [10, 20, 30, 255]);
    const at = { x: 0, y: 0 };
    expect(Array.from(renderGesture(beginGesture("brush", base, at, picked, "normal"), picked).data)).toEqual([
      123, 137, 222, 69,
    ]);
    expect(Array.from(renderGesture(beginGesture("rect", base, at, picked, "specular"), picked).data)).toEqual([
      123, 137, 222, 69,
    ]);
    // On an ordinary texture alpha is coverage: 69/255 of the colour over an opaque pixel stays opaque.
    expect(Array.from(renderGesture(beginGesture("brush", base, at, picked, "texture"), picked).data)).toEqual([
      41, 52, 82, 255,
    ]);
  });

  it("never paints height 0 on a _n map", () => {
    const zero = { ...paint, colour: { r: 128, g: 128, b: 255, a: 0 } };
    const out = renderGesture(beginGesture("brush", opaque(1, [1, 2, 3, 200]), { x: 0, y: 0 }, zero, "normal"), zero);
    expect(Array.from(out.data)).toEqual([128, 128, 255, 1]);
  });

  it("the eraser writes the flat normal on _n, (0, 0, 0, 255) on _s and transparency elsewhere", () => {
    const base = opaque(2, [10, 20, 30, 40]);
    const erase = (map: "normal" | "specular" | "texture", opacity = 1) => {
      const used = { ...paint, opacity };
      let g = beginGesture("eraser", base, { x: 0, y: 0 }, used, map);
      g = extendGesture(g, { x: 1, y: 0 }, used);
      return Array.from(renderGesture(g, used).data);
    };
    expect(erase("normal")).toEqual([128, 128, 255, 255, 128, 128, 255, 255]);
    expect(erase("specular")).toEqual([0, 0, 0, 255, 0, 0, 0, 255]);
    expect(erase("texture")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // Half an eraser on a _n moves halfway to flat instead of halving the height.
    expect(erase("normal", 0.5).slice(0, 4)).toEqual([69, 74, 143, 148]);
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
