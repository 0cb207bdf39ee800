import type { Page } from "playwright-core";

/** A control smaller than 44x44 px with no 44 px hit area around it. */
export interface SmallTarget {
  name: string;
  tag: string;
  width: number;
  height: number;
  /** Inside a paragraph and laid out inline: WCAG 2.5.5/2.5.8 exempt a link in a sentence. */
  inlineInText: boolean;
}

/**
 * Every visible button, link, field and tab on the page whose box is under 44x44 px and whose hit area
 * is too: a small native box counts when a label of 44x44 px toggles it, and a small control counts when
 * taps 21.5 px either side of its centre still land on it (an invisible ::before around a checkbox).
 * Visually hidden inputs behind a styled label are checked through that label instead.
 */
export function smallTapTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const min = 44;
    const half = min / 2 - 0.5;
    const tiny = (rect: DOMRect) => rect.width <= 2 || rect.height <= 2;
    const hits = (el: Element, x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === el));
    };
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, label, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=slider]";
    const found: {
      name: string;
      tag: string;
      width: number;
      height: number;
      inlineInText: boolean;
    }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest("[aria-hidden=true], [inert]")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.pointerEvents === "none") continue;
      let rect = el.getBoundingClientRect();
      if (tiny(rect)) continue;
      // Off the page until focused (the skip link).
      if (rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0) continue;
      // A field's caption is not a target of its own; a label standing in for a hidden input is.
      if (el instanceof HTMLLabelElement) {
        const control = el.control;
        if (!control || !tiny(control.getBoundingClientRect())) continue;
      }
      if (rect.width >= min && rect.height >= min) continue;
      const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      if (
        labels.some((label) => {
          const box = label.getBoundingClientRect();
          return box.width >= min && box.height >= min;
        })
      )
        continue;
      el.scrollIntoView({ block: "center", inline: "center" });
      rect = el.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const wideEnough = rect.width >= min || (hits(el, x - half, y) && hits(el, x + half, y));
      const tallEnough = rect.height >= min || (hits(el, x, y - half) && hits(el, x, y + half));
      if (wideEnough && tallEnough) continue;
      const paragraph = el.closest("p");
      found.push({
        name: (el.getAttribute("aria-label") ?? el.textContent ?? labels[0]?.textContent ?? "").trim().slice(0, 60),
        tag: el.tagName.toLowerCase(),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
        inlineInText: paragraph !== null && paragraph !== el && style.display === "inline",
      });
    }
    window.scrollTo(0, 0);
    return found;
  });
}
