import type { RawImage } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { commit, HISTORY_BYTES, HISTORY_LIMIT, type History, historyBytes, redo, startHistory, undo } from "./history";
import { blankTexture } from "./paint";

/** A texture whose pixel (x, y) is set to `value`, on top of `from`. */
function withPixel(from: RawImage, x: number, y: number, value: number): RawImage {
  const data = new Uint8ClampedArray(from.data);
  data.fill(value, (y * from.width + x) * 4, (y * from.width + x) * 4 + 4);
  return { ...from, data };
}

/** A size x size texture of deterministic noise (a xorshift stream from `seed`), which deflate cannot shrink. */
function noiseTexture(size: number, seed: number): RawImage {
  const image = blankTexture(size);
  const words = new Uint32Array(image.data.buffer);
  let state = (seed + 1) * 0x9e3779b9;
  for (let i = 0; i < words.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[i] = state >>> 0;
  }
  return image;
}

let rev = 0;
const page = (image: RawImage, name = "texture", doc = 1) => ({ name, image, rev: ++rev, doc });
const bytesOf = (h: History) => [...h.present.image.data];

describe("undo history", () => {
  it("undoes and redoes through strokes, byte for byte and with each page's number", () => {
    const a = page(blankTexture(8));
    const b = page(withPixel(a.image, 1, 1, 200));
    const c = page(withPixel(b.image, 6, 2, 90));
    let h = commit(commit(startHistory(a), b), c);
    expect(h.present).toBe(c);
    h = undo(h);
    expect(bytesOf(h)).toEqual([...b.image.data]);
    expect(h.present.rev).toBe(b.rev);
    h = undo(h);
    expect(bytesOf(h)).toEqual([...a.image.data]);
    expect(h.present.rev).toBe(a.rev);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(bytesOf(h)).toEqual([...c.image.data]);
    expect(h.present.rev).toBe(c.rev);
    expect(redo(h)).toBe(h);
  });

  it("keeps only the changed box of a stroke, not a copy of the texture", () => {
    const a = page(blankTexture(1024));
    const b = page(withPixel(withPixel(a.image, 10, 20, 255), 12, 23, 255));
    const h = commit(startHistory(a), b);
    // A 3x4 box of the 1024x1024 texture: 48 bytes where a snapshot would hold 4 MB.
    expect(historyBytes(h)).toBe(3 * 4 * 4);
    expect(historyBytes(undo(h))).toBe(3 * 4 * 4);
  });

  it("a new stroke discards the redo branch", () => {
    const a = page(blankTexture(4));
    const b = page(withPixel(a.image, 0, 0, 1));
    const c = page(withPixel(a.image, 3, 3, 2));
    const h = commit(undo(commit(startHistory(a), b)), c);
    expect(h.future).toEqual([]);
    expect(h.past.map((step) => step.rev)).toEqual([a.rev]);
  });

  it("keeps at most 50 undo steps, dropping the oldest", () => {
    const first = page(blankTexture(2));
    let h = startHistory(first);
    const pages = [first];
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) {
      pages.push(page(withPixel(h.present.image, i % 2, 0, i)));
      h = commit(h, pages.at(-1)!);
    }
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    let undos = 0;
    while (h.past.length > 0) {
      h = undo(h);
      undos++;
    }
    expect(undos).toBe(50);
    expect(h.present.rev).toBe(pages[10]!.rev);
    expect(bytesOf(h)).toEqual([...pages[10]!.image.data]);
  });

  it("drops the oldest steps once they hold more than the byte budget", () => {
    // Whole-texture changes of noise at 1024x1024 do not deflate: 4 MB a step, so 64 MB keeps 16.
    let h = startHistory(page(noiseTexture(1024, 0)));
    for (let i = 1; i <= 20; i++) h = commit(h, page(noiseTexture(1024, i)));
    expect(h.past).toHaveLength(HISTORY_BYTES / (1024 * 1024 * 4));
    expect(historyBytes(h)).toBeLessThanOrEqual(HISTORY_BYTES);
    expect([...undo(h).present.image.data.subarray(0, 64)]).toEqual([...noiseTexture(1024, 19).data.subarray(0, 64)]);
  });

  it("keeps all 50 whole-texture steps of 1024x1024 pixel art, deflated, and undoes them byte for byte", () => {
    // A 16x texture scaled up 64x, as an upscaled pack texture or a canvas-sized fill looks.
    const art = (seed: number): RawImage => {
      const small = new Uint32Array(noiseTexture(16, seed).data.buffer);
      const image = blankTexture(1024);
      const pixels = new Uint32Array(image.data.buffer);
      for (let y = 0; y < 1024; y++) {
        for (let x = 0; x < 1024; x++) pixels[y * 1024 + x] = small[(y >> 6) * 16 + (x >> 6)]!;
      }
      return image;
    };
    const pages = [page(art(0))];
    let h = startHistory(pages[0]!);
    for (let i = 1; i <= HISTORY_LIMIT; i++) {
      pages.push(page(art(i)));
      h = commit(h, pages.at(-1)!);
    }
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    // Raw, the 50 steps would be 200 MB; the older ones were deflated as the budget was reached.
    expect(historyBytes(h)).toBeLessThanOrEqual(HISTORY_BYTES);
    expect(h.past.filter((step) => step.patch.packed).length).toBeGreaterThan(30);
    for (let i = 0; i < HISTORY_LIMIT; i++) h = undo(h);
    expect(h.present.rev).toBe(pages[0]!.rev);
    expect(Buffer.from(h.present.image.data).equals(Buffer.from(pages[0]!.image.data))).toBe(true);
    h = redo(h);
    expect(Buffer.from(h.present.image.data).equals(Buffer.from(pages[1]!.image.data))).toBe(true);
  });
});

describe("history of named pages", () => {
  it("undoing an Open brings back the previous texture, its size and its name", () => {
    const drawing = page(withPixel(blankTexture(16), 3, 3, 77), "drawing", 1);
    const opened = page(blankTexture(1024), "oak_planks", 2);
    let h = undo(commit(startHistory(drawing), opened));
    expect(h.present).toMatchObject({ name: "drawing", doc: 1 });
    expect(h.present.image.width).toBe(16);
    expect(bytesOf(h)).toEqual([...drawing.image.data]);
    h = redo(h);
    expect(h.present).toMatchObject({ name: "oak_planks", rev: opened.rev, doc: 2 });
    expect(h.present.image.width).toBe(1024);
  });
});
