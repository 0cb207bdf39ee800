import { describe, expect, it } from "vitest";
import { blankTexture } from "./paint";
import { applyPatch, changedBox, diffPatch } from "./patch";

describe("pixel patches", () => {
  it("finds the box of changed pixels", () => {
    const a = blankTexture(6, 5);
    const b = blankTexture(6, 5);
    expect(changedBox(a, b)).toBeNull();
    b.data[(1 * 6 + 4) * 4 + 3] = 255;
    b.data[(3 * 6 + 2) * 4] = 9;
    expect(changedBox(a, b)).toEqual({ x: 2, y: 1, w: 3, h: 3 });
  });

  it("turns the later image back into the earlier one without touching either", () => {
    const before = blankTexture(5);
    before.data.fill(40);
    const after = new Uint8ClampedArray(before.data);
    after.fill(200, (2 * 5 + 1) * 4, (2 * 5 + 4) * 4);
    const later = { width: 5, height: 5, data: after };
    const patch = diffPatch(before, later);
    expect(patch.pixels.length).toBe(3 * 4);
    const restored = applyPatch(later, patch);
    expect([...restored.data]).toEqual([...before.data]);
    expect(later.data[(2 * 5 + 2) * 4]).toBe(200);
  });

  it("keeps the whole earlier image when the size changed", () => {
    const small = blankTexture(2);
    small.data.fill(7);
    const patch = diffPatch(small, blankTexture(4));
    const restored = applyPatch(blankTexture(4), patch);
    expect(restored.width).toBe(2);
    expect([...restored.data]).toEqual([...small.data]);
  });
});
