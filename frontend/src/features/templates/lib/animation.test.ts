import { describe, expect, it } from "vitest";
import { animationTemplates, blendNote, buildMcmeta, frameOrder, frameTicks, loopMs, mcmetaText } from "./animation";

const byId = (id: string) => animationTemplates.find((t) => t.id === id)!;

describe("animation templates", () => {
  it("Fire: 8 frames at 100 ms is frametime 2 in natural order", () => {
    expect(buildMcmeta(byId("fire"))).toEqual({ animation: { frametime: 2 } });
    expect(loopMs(byId("fire"))).toBe(800);
  });

  it("Water Flow: 32 frames at 50 ms, one tick each, with no interpolate (it blends nothing at one tick)", () => {
    expect(buildMcmeta(byId("water-flow"))).toEqual({ animation: { frametime: 1 } });
    expect(loopMs(byId("water-flow"))).toBe(1600);
    expect(byId("water-flow").description).not.toMatch(/interpolat/i);
  });

  it("Portal: 16 frames reversed, 75 ms as alternating 2 and 1 ticks", () => {
    const frames = buildMcmeta(byId("portal")).animation.frames as { index: number; time: number }[];
    expect(frames.map((f) => f.index)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(frames.slice(0, 4).map((f) => f.time)).toEqual([2, 1, 2, 1]);
    expect(loopMs(byId("portal"))).toBe(16 * 75);
  });

  it("orders frames and spreads ticks", () => {
    expect(frameOrder(4, "pingpong")).toEqual([0, 1, 2, 3, 2, 1]);
    expect(frameOrder(1, "pingpong")).toEqual([0]);
    expect(frameTicks(3, 100)).toEqual([2, 2, 2]);
    expect(frameTicks(4, 125)).toEqual([3, 2, 3, 2]);
    expect(buildMcmeta({ frames: 3, frameMs: 100, order: "reverse", interpolate: false })).toEqual({
      animation: { frametime: 2, frames: [2, 1, 0] },
    });
  });

  it("writes valid JSON and refuses impossible specs", () => {
    expect(JSON.parse(mcmetaText(byId("fire")))).toEqual({ animation: { frametime: 2 } });
    expect(() => buildMcmeta({ frames: 0, frameMs: 100, order: "forward", interpolate: false })).toThrow(RangeError);
    expect(() => buildMcmeta({ frames: 2, frameMs: 20, order: "forward", interpolate: false })).toThrow(RangeError);
  });

  it("writes interpolate only where a frame lasts more than one tick, and says what blends", () => {
    const spec = { frames: 4, frameMs: 50, order: "forward", interpolate: true } as const;
    expect(buildMcmeta(spec)).toEqual({ animation: { frametime: 1 } });
    expect(blendNote(spec)).toMatch(/^No blending at one tick \(50 ms\)/);
    expect(buildMcmeta({ ...spec, frameMs: 100 })).toEqual({ animation: { interpolate: true, frametime: 2 } });
    expect(blendNote({ ...spec, frameMs: 100 })).toBeNull();
    // 75 ms: 2 and 1 ticks in turn, so half the frames blend.
    expect(buildMcmeta({ ...spec, frameMs: 75 }).animation.interpolate).toBe(true);
    expect(blendNote({ ...spec, frameMs: 75 })).toBe(
      "Only the frames longer than one tick blend; the one-tick frames cut straight to the next.",
    );
    expect(blendNote({ ...spec, interpolate: false })).toBeNull();
  });
});
