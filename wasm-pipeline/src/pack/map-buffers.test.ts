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

  it("keeps no buffers for large textures and at most 16 sizes", () => {
    const buffers = new MapBuffers();
    expect(buffers.pairFor(128 * 128 * 4 + 4)).toBeUndefined();
    for (let size = 1; size <= 16; size++) expect(buffers.pairFor(size * 4)).toBeDefined();
    expect(buffers.pairFor(17 * 4)).toBeUndefined();
    expect(buffers.pairFor(4)).toBeDefined();
  });
});
