import { describe, expect, it } from "vitest";
import { MapBuffers } from "./map-buffers.js";

describe("MapBuffers", () => {
  it("lends the same pair for every texture of a size, a separate pair per size", () => {
    const buffers = new MapBuffers();
    const a = buffers.pairFor(1024);
    expect(a?.normal.length).toBe(1024);
    expect(a?.specular).not.toBe(a?.normal);
    expect(buffers.pairFor(1024)).toBe(a);
    expect(buffers.pairFor(4096)).not.toBe(a);
  });

  it("keeps one pair for the latest large size and at most 16 small sizes", () => {
    const buffers = new MapBuffers();
    const large = buffers.pairFor(256 * 256 * 4);
    expect(large?.normal.length).toBe(256 * 256 * 4);
    expect(buffers.pairFor(256 * 256 * 4)).toBe(large);
    const larger = buffers.pairFor(512 * 512 * 4);
    expect(larger).not.toBe(large);
    expect(buffers.pairFor(256 * 256 * 4)).not.toBe(large);
    for (let size = 1; size <= 16; size++) expect(buffers.pairFor(size * 4)).toBeDefined();
    expect(buffers.pairFor(17 * 4)).toBeUndefined();
    expect(buffers.pairFor(4)).toBeDefined();
  });
});
