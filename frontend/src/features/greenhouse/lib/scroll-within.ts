/** The part of a box `scrollWithin` reads: where it is on screen and how far it is scrolled. */
export interface ScrollBox {
  getBoundingClientRect(): { top: number; bottom: number };
  scrollTop: number;
}

/**
 * Scrolls `box` (and nothing around it) just enough to show `item`. `scrollIntoView` also scrolls every
 * scrolling ancestor: in the bottom panel, the one shared by Growth Progress and the Queue, so showing
 * a queue row hid Growth Progress.
 */
export function scrollWithin(box: ScrollBox, item: Pick<ScrollBox, "getBoundingClientRect">): void {
  const outer = box.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
  else if (inner.bottom > outer.bottom) box.scrollTop += Math.min(inner.bottom - outer.bottom, inner.top - outer.top);
}

/** The nearest box, from `element` itself outwards, that scrolls its content vertically. */
export function scrollingBox(element: HTMLElement): HTMLElement | null {
  for (let box: HTMLElement | null = element; box; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY)) return box;
  }
  return null;
}
