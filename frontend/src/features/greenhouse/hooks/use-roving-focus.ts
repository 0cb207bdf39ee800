import { type KeyboardEvent, useState } from "react";
import { rovingIndex } from "../lib/roving-focus";

/**
 * One Tab stop for a list of buttons: the active row has tabIndex 0, the others -1, and the arrow
 * keys, Home and End move focus between rows (`rovingIndex`). Focusing a row (a click, a search
 * result) makes it the active one, so Tab comes back to where the person was.
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  return {
    tabIndex: (index: number) => (index === current ? 0 : -1),
    onFocusRow: (index: number) => setActive(index),
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next = rovingIndex(event.key, current, count);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
      event.currentTarget.querySelectorAll<HTMLElement>("[data-roving-row]")[next]?.focus();
    },
  };
}
