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

let rev = 0;
const page = (image: RawImage, name = "texture") => ({ name, image, rev: ++rev });
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
    // Whole-texture changes at 1024x1024 cost 4 MB a step; 64 MB keeps 16 of them.
    let h = startHistory(page(blankTexture(1024)));
    for (let i = 1; i <= 20; i++) {
      const image = blankTexture(1024);
      image.data.fill(i);
      h = commit(h, page(image));
    }
    expect(h.past).toHaveLength(HISTORY_BYTES / (1024 * 1024 * 4));
    expect(historyBytes(h)).toBeLessThanOrEqual(HISTORY_BYTES);
    expect(undo(h).present.image.data[0]).toBe(19);
  });
});

describe("history of named pages", () => {
  it("undoing an Open brings back the previous texture, its size and its name", () => {
    const drawing = page(withPixel(blankTexture(16), 3, 3, 77), "drawing");
    const opened = page(blankTexture(1024), "oak_planks");
    let h = undo(commit(startHistory(drawing), opened));
    expect(h.present.name).toBe("drawing");
    expect(h.present.image.width).toBe(16);
    expect(bytesOf(h)).toEqual([...drawing.image.data]);
    h = redo(h);
    expect(h.present).toMatchObject({ name: "oak_planks", rev: opened.rev });
    expect(h.present.image.width).toBe(1024);
  });
});
