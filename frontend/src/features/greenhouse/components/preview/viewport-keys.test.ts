import { describe, expect, it } from "vitest";
import { initialViewport, MAX_ZOOM } from "../../lib/viewport";
import { KEY_PAN_STEP, viewportForKey } from "./viewport-keys";

const start = { zoom: 2, panX: 10, panY: -5 };

describe("viewportForKey", () => {
  it("pans like a map: Right and Down reveal more of the right and bottom", () => {
    expect(viewportForKey(start, "ArrowRight")).toEqual({ zoom: 2, panX: 10 - KEY_PAN_STEP, panY: -5 });
    expect(viewportForKey(start, "ArrowLeft")).toEqual({ zoom: 2, panX: 10 + KEY_PAN_STEP, panY: -5 });
    expect(viewportForKey(start, "ArrowDown")).toEqual({ zoom: 2, panX: 10, panY: -5 - KEY_PAN_STEP });
    expect(viewportForKey(start, "ArrowUp")).toEqual({ zoom: 2, panX: 10, panY: -5 + KEY_PAN_STEP });
  });

  it("pans four times as far with Shift", () => {
    expect(viewportForKey(start, "ArrowRight", true)?.panX).toBe(10 - KEY_PAN_STEP * 4);
  });

  it("zooms by the buttons' 0.25 step with + (or =) and -, within the limits", () => {
    expect(viewportForKey(initialViewport, "+")?.zoom).toBe(1.25);
    expect(viewportForKey(initialViewport, "=")?.zoom).toBe(1.25);
    expect(viewportForKey(initialViewport, "-")?.zoom).toBe(0.75);
    expect(viewportForKey({ zoom: MAX_ZOOM, panX: 0, panY: 0 }, "+")?.zoom).toBe(MAX_ZOOM);
  });

  it("resets with 0 and leaves every other key to the page", () => {
    expect(viewportForKey(start, "0")).toEqual(initialViewport);
    expect(viewportForKey(start, "Tab")).toBeNull();
    expect(viewportForKey(start, "a")).toBeNull();
  });
});
