import { describe, expect, it } from "vitest";
import { clampZoom, imageOrigin, initialViewport, pinch, texelAt, zoomAround } from "./viewport";

describe("previewer viewport", () => {
  it("clamps zoom to 0.1x..10x without float drift", () => {
    expect(clampZoom(0.05)).toBe(0.1);
    expect(clampZoom(12)).toBe(10);
    expect(clampZoom(0.1 + 0.2)).toBe(0.3);
  });

  it("zooms in button steps of 0.25 and wheel steps of 0.1 around the centre", () => {
    expect(zoomAround(initialViewport, 0.25)).toEqual({ zoom: 1.25, panX: 0, panY: 0 });
    expect(zoomAround({ zoom: 0.15, panX: 0, panY: 0 }, -0.1).zoom).toBe(0.1);
  });

  it("keeps the point under the cursor fixed while zooming", () => {
    const view = zoomAround(initialViewport, 1, 100, 0);
    expect(view).toEqual({ zoom: 2, panX: -100, panY: 0 });
    expect(pinch(initialViewport, 2, 0, 0).zoom).toBe(2);
  });

  it("fits the image, then maps canvas points to texels", () => {
    // A 16x16 texture in a 320x160 canvas: 10 px per texel, centred horizontally.
    expect(imageOrigin(initialViewport, 320, 160, 16, 16)).toEqual({ x: 80, y: 0, scale: 10 });
    expect(texelAt(initialViewport, 320, 160, 16, 16, 80, 0)).toEqual({ x: 0, y: 0 });
    expect(texelAt(initialViewport, 320, 160, 16, 16, 239.9, 159.9)).toEqual({ x: 15, y: 15 });
    expect(texelAt(initialViewport, 320, 160, 16, 16, 79, 10)).toBeNull();
  });
});
