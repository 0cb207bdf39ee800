import { describe, expect, it } from "vitest";
import { clampZoom, fitScale, MAX_ZOOM, MIN_ZOOM, texelAt, texelScale, zoomIn, zoomOut } from "./view";

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
    expect(fitScale(16, 16, stage)).toBe(18);
    expect(texelScale(16, 16, 2, stage)).toBe(36);
    expect(fitScale(512, 512, stage)).toBeCloseTo(300 / 512);
    expect(fitScale(16, 64, stage)).toBe(4);
    expect(fitScale(16, 16, { width: 0, height: 0 })).toBe(1);
    expect(texelAt(33, 95.9, 32)).toEqual({ x: 1, y: 2 });
  });
});
