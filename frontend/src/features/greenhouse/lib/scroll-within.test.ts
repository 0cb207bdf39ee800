import { describe, expect, it } from "vitest";
import { type ScrollBox, scrollWithin } from "./scroll-within";

const box = (top: number, bottom: number, scrollTop = 0): ScrollBox => ({
  getBoundingClientRect: () => ({ top, bottom }),
  scrollTop,
});
const item = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) });

describe("scrollWithin", () => {
  it("leaves the box alone when the item already shows", () => {
    const list = box(100, 300, 40);
    scrollWithin(list, item(150, 180));
    expect(list.scrollTop).toBe(40);
  });

  it("scrolls down just enough to show an item below", () => {
    const list = box(100, 300, 40);
    scrollWithin(list, item(320, 350));
    expect(list.scrollTop).toBe(90);
  });

  it("scrolls up to an item above", () => {
    const list = box(100, 300, 40);
    scrollWithin(list, item(80, 110));
    expect(list.scrollTop).toBe(20);
  });

  it("shows the top of an item taller than the box", () => {
    const list = box(100, 300, 0);
    scrollWithin(list, item(350, 700));
    expect(list.scrollTop).toBe(250);
  });
});
