import { describe, expect, it } from "vitest";
import {
  checkerSquare,
  clampZoom,
  editorSizeProblem,
  fitScale,
  MAX_EDITOR_SIDE,
  MAX_ZOOM,
  MIN_ZOOM,
  newTextureSizes,
  scrollKeeping,
  texelAt,
  texelScale,
  texelUnder,
  zoomIn,
  zoomOut,
} from "./view";

describe("editor view", () => {
  it("zooms by 1.2 per click within 0.1..10", () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomOut(1.2)).toBe(1);
    expect(zoomIn(9.5)).toBe(MAX_ZOOM);
    expect(zoomOut(0.11)).toBe(MIN_ZOOM);
    expect(clampZoom(50)).toBe(10);
  });

  it("maps screen points to texels", () => {
    const stage = { width: 424, height: 324 };
    expect(fitScale(16, 16, stage)).toBe(19);
    expect(texelScale(16, 16, 2, stage)).toBe(38);
    expect(fitScale(512, 512, stage)).toBeCloseTo(308 / 512);
    // An animation strip of four 16x16 frames fits one frame; the stage scrolls through the rest.
    expect(fitScale(16, 64, stage)).toBe(19);
    // A tall texture that is not whole frames fits whole.
    expect(fitScale(16, 40, stage)).toBe(7);
    expect(fitScale(16, 16, { width: 0, height: 0 })).toBe(1);
    expect(texelAt(33, 95.9, 32)).toEqual({ x: 1, y: 2 });
  });
});

describe("texture sizes", () => {
  it("opens textures up to the server's 1024x1024 and says why a larger one is refused", () => {
    expect(MAX_EDITOR_SIDE).toBe(1024);
    expect(newTextureSizes.at(-1)).toBe(1024);
    expect(editorSizeProblem("upscaled.png", 1024, 1024)).toBeNull();
    expect(editorSizeProblem("strip.png", 16, 1024)).toBeNull();
    expect(editorSizeProblem("huge.png", 2048, 2048)).toBe(
      "huge.png is 2048×2048; the editor opens textures up to 1024×1024, so scale it down first.",
    );
    expect(editorSizeProblem("tall.png", 16, 1025)).toContain("16×1025");
  });

  it("fits a 1024x1024 texture in the stage, below one screen pixel a texel", () => {
    const stage = { width: 1016, height: 616 };
    expect(fitScale(1024, 1024, stage)).toBeCloseTo(600 / 1024);
    expect(texelScale(1024, 1024, 10, stage)).toBeCloseTo(6000 / 1024);
  });
});

describe("zooming around a point", () => {
  it("keeps the texel under the view centre where it was", () => {
    // A 16x16 texture at 14 px a texel, centred in a 462x258 stage: (231, 129) shows texel (8, 8).
    const centre = { x: 231, y: 129 };
    const before = { scroll: { x: 0, y: 0 }, surface: { x: 119, y: 17 }, scale: 14 };
    const texel = texelUnder(before, centre);
    expect(texel).toEqual({ x: 8, y: 8 });
    // At 29 px a texel it overflows and sits at the content's origin; scrolling (1, 103) keeps (8, 8)
    // in the middle, where leaving the scroll at 0 would show texel (7.97, 4.45).
    expect(scrollKeeping(texel, centre, { x: 0, y: 0 }, 29)).toEqual({ x: 1, y: 103 });
    expect(texelUnder({ scroll: { x: 1, y: 103 }, surface: { x: 0, y: 0 }, scale: 29 }, centre)).toEqual(texel);
  });

  it("keeps the texel under the pointer for a wheel zoom on a scrolled view", () => {
    const pointer = { x: 40, y: 200 };
    const before = { scroll: { x: 300, y: 120 }, surface: { x: 0, y: 0 }, scale: 20 };
    const texel = texelUnder(before, pointer);
    expect(texel).toEqual({ x: 17, y: 16 });
    expect(scrollKeeping(texel, pointer, { x: 0, y: 0 }, 24)).toEqual({ x: 368, y: 184 });
  });
});

describe("transparency checkerboard", () => {
  it("makes each square one texel once a texel is 8 px or more", () => {
    expect(checkerSquare(22)).toBe(22);
    expect(checkerSquare(8)).toBe(8);
    expect(checkerSquare(26.4)).toBe(26.4);
  });

  it("groups small texels into whole-texel squares of at least 8 px", () => {
    expect(checkerSquare(3)).toBe(9);
    expect(checkerSquare(4)).toBe(8);
    expect(checkerSquare(0.5)).toBe(8);
  });
});
