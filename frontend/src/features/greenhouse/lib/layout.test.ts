import { describe, expect, it, vi } from "vitest";
import {
  debounce,
  firstHorizontalLayout,
  horizontalPanels,
  keyboardDelta,
  moveSeparator,
  verticalPanels,
} from "./layout";

const [tools, workspace, preview] = horizontalPanels as [never, never, never];
const [top, bottom] = verticalPanels as [never, never];

describe("moveSeparator", () => {
  const layout = { tools: 25, workspace: 50, preview: 25 };

  it("moves 10 % between neighbours", () => {
    expect(moveSeparator(layout, tools, workspace, 10)).toEqual({ tools: 35, workspace: 40, preview: 25 });
    expect(moveSeparator(layout, workspace, preview, -10)).toEqual({ tools: 25, workspace: 40, preview: 35 });
  });

  it("clamps to the max of the growing panel and the min of the shrinking one", () => {
    expect(moveSeparator(layout, tools, workspace, 100)).toEqual({ tools: 40, workspace: 35, preview: 25 });
    expect(moveSeparator(layout, tools, workspace, -100)).toEqual({ tools: 15, workspace: 60, preview: 25 });
    expect(moveSeparator({ top: 70, bottom: 30 }, top, bottom, 100)).toEqual({ top: 80, bottom: 20 });
    expect(moveSeparator({ top: 70, bottom: 30 }, top, bottom, -100)).toEqual({ top: 50, bottom: 50 });
  });

  it("opens a collapsed panel to its minimum when the key would grow it, and leaves it shut otherwise", () => {
    const collapsed = { tools: 0, workspace: 75, preview: 25 };
    expect(moveSeparator(collapsed, tools, workspace, 10)).toEqual({ tools: 15, workspace: 60, preview: 25 });
    expect(moveSeparator(collapsed, tools, workspace, -10)).toBe(collapsed);
    const noPreview = { tools: 25, workspace: 75, preview: 0 };
    expect(moveSeparator(noPreview, workspace, preview, -10)).toEqual({ tools: 25, workspace: 60, preview: 15 });
    expect(moveSeparator(noPreview, workspace, preview, 100)).toBe(noPreview);
    expect(moveSeparator({ top: 100, bottom: 0 }, top, bottom, -10)).toEqual({ top: 80, bottom: 20 });
  });
});

describe("keyboardDelta", () => {
  it("steps 10, or 100 with shift, along the group's axis", () => {
    expect(keyboardDelta("ArrowRight", false, "horizontal")).toBe(10);
    expect(keyboardDelta("ArrowLeft", true, "horizontal")).toBe(-100);
    expect(keyboardDelta("ArrowUp", false, "vertical")).toBe(-10);
    expect(keyboardDelta("ArrowDown", false, "horizontal")).toBe(0);
    expect(keyboardDelta("Enter", false, "vertical")).toBe(0);
  });

  it("sends Home and End to the limits (never past them to a collapse)", () => {
    expect(keyboardDelta("Home", false, "horizontal")).toBe(-100);
    expect(keyboardDelta("End", false, "vertical")).toBe(100);
    const layout = { tools: 25, workspace: 50, preview: 25 };
    expect(moveSeparator(layout, workspace, preview, keyboardDelta("End", false, "horizontal"))).toEqual({
      tools: 25,
      workspace: 60,
      preview: 15,
    });
  });
});

describe("debounce", () => {
  it("saves once, 100 ms after the last change", () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const debounced = debounce(save, 100);
    debounced(1);
    vi.advanceTimersByTime(50);
    debounced(2);
    vi.advanceTimersByTime(99);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith(2);
    vi.useRealTimers();
  });
});

describe("firstHorizontalLayout", () => {
  it("keeps the spec's 25/50/25 on a desktop and opens a tablet with Tools shut", () => {
    expect(firstHorizontalLayout(1280)).toBeUndefined();
    expect(firstHorizontalLayout(1024)).toBeUndefined();
    const tablet = firstHorizontalLayout(768);
    expect(tablet).toEqual({ tools: 0, workspace: 65, preview: 35 });
    // Every open panel within its limits, and the row whole.
    for (const limits of horizontalPanels) {
      const size = tablet?.[limits.id] ?? -1;
      expect(size === 0 || (size >= limits.minSize && size <= limits.maxSize)).toBe(true);
    }
    expect(Object.values(tablet ?? {}).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("opens a touch screen up to 1180 px wide with Tools shut, and a wider one with the spec's row", () => {
    expect(firstHorizontalLayout(1180, true)).toEqual({ tools: 0, workspace: 65, preview: 35 });
    expect(firstHorizontalLayout(1024, true)).toEqual({ tools: 0, workspace: 65, preview: 35 });
    // Held upright, a wider Preview: at 35 % its 44 px buttons took three rows.
    expect(firstHorizontalLayout(768, true)).toEqual({ tools: 0, workspace: 60, preview: 40 });
    expect(firstHorizontalLayout(820, true)).toEqual({ tools: 0, workspace: 65, preview: 35 });
    expect(firstHorizontalLayout(1181, true)).toBeUndefined();
    expect(firstHorizontalLayout(1180, false)).toBeUndefined();
  });
});
