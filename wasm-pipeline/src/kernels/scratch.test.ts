import { describe, expect, it } from "vitest";
import { keptScratchLength, scratch } from "./scratch.js";

describe("scratch", () => {
  it("reuses an array that is large enough and doubles small ones when it grows", () => {
    const first = scratch(new Float32Array(0), 100);
    expect(first.length).toBe(100);
    expect(scratch(first, 60)).toBe(first);
    const grown = scratch(first, 150);
    expect(grown).toBeInstanceOf(Float32Array);
    expect(grown.length).toBe(200);
  });

  it("never doubles past the kept size, and gives arrays beyond it their exact size", () => {
    expect(scratch(new Int32Array(keptScratchLength * 0.75), keptScratchLength * 0.8).length).toBe(keptScratchLength);
    expect(scratch(new Int32Array(16), keptScratchLength * 3).length).toBe(keptScratchLength * 3);
  });

  it("replaces a large array at the first much smaller request, so the large one can be freed", () => {
    const large = scratch(new Uint8Array(0), keptScratchLength * 4);
    expect(scratch(large, keptScratchLength * 2)).toBe(large); // a similar size still reuses it
    const small = scratch(large, 256);
    expect(small).not.toBe(large);
    expect(small.length).toBe(256);
  });
});
