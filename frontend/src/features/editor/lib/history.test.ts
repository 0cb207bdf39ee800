import { describe, expect, it } from "vitest";
import { commit, HISTORY_LIMIT, redo, startHistory, undo } from "./history";
import { blankTexture } from "./paint";

const snapshots = (n: number) => Array.from({ length: n }, () => blankTexture(1));

describe("undo history", () => {
  it("undoes and redoes through snapshots", () => {
    const [a, b, c] = snapshots(3);
    let h = commit(commit(startHistory(a!), b!), c!);
    expect(h.present).toBe(c);
    h = undo(h);
    expect(h.present).toBe(b);
    h = undo(h);
    expect(h.present).toBe(a);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe(c);
    expect(redo(h)).toBe(h);
  });

  it("a new stroke discards the redo branch", () => {
    const [a, b, c] = snapshots(3);
    const h = commit(undo(commit(startHistory(a!), b!)), c!);
    expect(h.future).toEqual([]);
    expect(h.past).toEqual([a]);
  });

  it("keeps at most 50 undo steps, dropping the oldest", () => {
    const images = snapshots(HISTORY_LIMIT + 11);
    let h = startHistory(images[0]!);
    for (const image of images.slice(1)) h = commit(h, image);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(images[10]);
    let undos = 0;
    while (h.past.length > 0) {
      h = undo(h);
      undos++;
    }
    expect(undos).toBe(50);
    expect(h.present).toBe(images[10]);
  });
});

describe("history of named pages", () => {
  it("undoing an Open brings back the previous texture and its name", () => {
    const [a, b] = snapshots(2);
    const h = undo(commit(startHistory({ name: "drawing", image: a! }), { name: "oak_planks", image: b! }));
    expect(h.present).toEqual({ name: "drawing", image: a });
  });
});
