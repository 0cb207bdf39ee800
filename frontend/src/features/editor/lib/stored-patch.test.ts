import { describe, expect, it } from "vitest";
import type { Patch } from "./patch";
import { loadPatch, PACK_FROM_BYTES, packPatch, storePatch } from "./stored-patch";

const patchOf = (w: number, h: number, fill: (i: number) => number): Patch => {
  const pixels = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < pixels.length; i++) pixels[i] = fill(i);
  return { width: 1024, height: 1024, x: 3, y: 5, w, h, pixels };
};

describe("stored undo patches", () => {
  it("keeps a stroke's small box raw", () => {
    const patch = patchOf(8, 8, (i) => i);
    const stored = packPatch(storePatch(patch));
    expect(stored).toMatchObject({ packed: false, settled: true });
    expect(stored.bytes.byteLength).toBe(8 * 8 * 4);
    expect(loadPatch(stored)).toEqual(patch);
  });

  it("deflates a large box that shrinks and restores it byte for byte", () => {
    const patch = patchOf(512, 256, (i) => (i >> 10) & 0xff);
    expect(patch.pixels.byteLength).toBeGreaterThanOrEqual(PACK_FROM_BYTES);
    expect(storePatch(patch)).toMatchObject({ packed: false, settled: false });
    const stored = packPatch(storePatch(patch));
    expect(stored).toMatchObject({ packed: true, settled: true });
    expect(stored.bytes.byteLength).toBeLessThan(patch.pixels.byteLength / 20);
    expect(stored).toMatchObject({ width: 1024, height: 1024, x: 3, y: 5, w: 512, h: 256 });
    expect(Buffer.from(loadPatch(stored).pixels).equals(Buffer.from(patch.pixels))).toBe(true);
  });

  it("keeps a large box of noise raw, since deflating would only grow it", () => {
    let state = 12345;
    const patch = patchOf(256, 256, () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state >>> 24;
    });
    const stored = packPatch(storePatch(patch));
    expect(stored).toMatchObject({ packed: false, settled: true });
    expect(Buffer.from(loadPatch(stored).pixels).equals(Buffer.from(patch.pixels))).toBe(true);
  });
});
