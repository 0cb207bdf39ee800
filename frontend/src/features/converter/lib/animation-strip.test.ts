import { describe, expect, it } from "vitest";
import { animationStripNotice } from "./animation-strip";

describe("animationStripNotice", () => {
  it("names a strip that is a whole number of frames tall, with its frame count", () => {
    const notice = animationStripNotice({ name: "fire_0.png", width: 16, height: 128 });
    expect(notice?.title).toBe("Looks like an animation strip");
    expect(notice?.description).toContain("fire_0.png is 16 × 128 px, 8 frames of 16 × 16");
    expect(notice?.description).toContain(".mcmeta");
  });

  it("says nothing for square, wide, or not whole-frame tall images", () => {
    expect(animationStripNotice({ name: "stone.png", width: 16, height: 16 })).toBeNull();
    expect(animationStripNotice({ name: "banner.png", width: 64, height: 32 })).toBeNull();
    expect(animationStripNotice({ name: "odd.png", width: 16, height: 40 })).toBeNull();
    expect(animationStripNotice({ name: "empty.png", width: 0, height: 0 })).toBeNull();
  });
});
