import { describe, expect, it } from "vitest";
import { blendData, blendOver, blendRgb, erase, fromHex, toHex } from "./colour";
import { blockPalette } from "./palette";

describe("colours", () => {
  it("round-trips hex and rejects junk", () => {
    expect(fromHex("#1d1d21")).toEqual({ r: 29, g: 29, b: 33, a: 255 });
    expect(fromHex("#fff")).toEqual({ r: 255, g: 255, b: 255, a: 255 });
    expect(toHex({ r: 1, g: 128, b: 255, a: 10 })).toBe("#0180ff");
    expect(() => fromHex("red")).toThrow(TypeError);
  });

  it("has 16 distinct palette colours", () => {
    expect(blockPalette).toHaveLength(16);
    expect(new Set(blockPalette.map((c) => c.hex)).size).toBe(16);
    for (const colour of blockPalette) expect(() => fromHex(colour.hex)).not.toThrow();
  });

  it("blends straight alpha source-over at an opacity", () => {
    const red = { r: 255, g: 0, b: 0, a: 255 };
    const blue = { r: 0, g: 0, b: 255, a: 255 };
    expect(blendOver(blue, red, 1)).toEqual(red);
    expect(blendOver(blue, red, 0)).toEqual(blue);
    expect(blendOver(blue, red, 0.5)).toEqual({ r: 128, g: 0, b: 128, a: 255 });
    // Over a transparent pixel the colour keeps its own value and takes the opacity as alpha.
    expect(blendOver({ r: 0, g: 0, b: 0, a: 0 }, red, 0.5)).toEqual({ r: 255, g: 0, b: 0, a: 128 });
    expect(blendOver({ r: 0, g: 0, b: 0, a: 0 }, red, 0)).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });

  it("erases a share of the alpha and clears fully erased pixels", () => {
    const px = { r: 10, g: 20, b: 30, a: 200 };
    expect(erase(px, 0.5)).toEqual({ r: 10, g: 20, b: 30, a: 100 });
    expect(erase(px, 1)).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(erase(px, 0)).toEqual(px);
  });
});

describe("blendRgb", () => {
  it("mixes colour at the opacity and never touches alpha", () => {
    const under = { r: 0, g: 100, b: 200, a: 17 };
    expect(blendRgb(under, { r: 255, g: 0, b: 0, a: 255 }, 1)).toEqual({ r: 255, g: 0, b: 0, a: 17 });
    expect(blendRgb(under, { r: 255, g: 0, b: 0, a: 255 }, 0.5)).toEqual({ r: 128, g: 50, b: 100, a: 17 });
    expect(blendRgb(under, { r: 255, g: 0, b: 0, a: 255 }, 0)).toEqual(under);
  });
});

describe("blendData", () => {
  it("writes alpha as data: the chosen value at full opacity, a mix of the bytes below it", () => {
    const under = { r: 0, g: 100, b: 200, a: 17 };
    const paint = { r: 123, g: 137, b: 222, a: 69 };
    // Composited over an opaque pixel, alpha 69 would come out 255; as data it stays 69.
    expect(blendData({ ...under, a: 255 }, paint, 1)).toEqual(paint);
    expect(blendData(under, paint, 0.5)).toEqual({ r: 62, g: 119, b: 211, a: 43 });
    expect(blendData(under, paint, 0)).toEqual(under);
  });
});
