import { describe, expect, it } from "vitest";
import { clampZoom, imageOrigin, initialViewport, panToTexel, pinch, texelAt, zoomAround } from "./viewport";

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

  it("pans a zoomed view just far enough to show a texel, and leaves it alone when it shows", () => {
    // 16x16 on a 160 px canvas at zoom 4: 40 px texels, texel (0, 0) from -240 to -200.
    const zoomed = { zoom: 4, panX: 0, panY: 0 };
    expect(panToTexel(zoomed, 160, 160, 16, 16, { x: 8, y: 8 })).toBe(zoomed);
    const left = panToTexel(zoomed, 160, 160, 16, 16, { x: 0, y: 8 });
    expect(left).toEqual({ zoom: 4, panX: 240, panY: 0 });
    expect(texelAt(left, 160, 160, 16, 16, 20, 100)).toEqual({ x: 0, y: 8 });
    const corner = panToTexel(zoomed, 160, 160, 16, 16, { x: 15, y: 15 });
    expect(corner).toEqual({ zoom: 4, panX: -240, panY: -240 });
    expect(texelAt(corner, 160, 160, 16, 16, 140, 140)).toEqual({ x: 15, y: 15 });
    // A texel wider than the canvas is centred.
    const huge = panToTexel({ zoom: 10, panX: 0, panY: 0 }, 50, 50, 4, 4, { x: 0, y: 0 });
    expect(texelAt(huge, 50, 50, 4, 4, 25, 25)).toEqual({ x: 0, y: 0 });
  });
});
