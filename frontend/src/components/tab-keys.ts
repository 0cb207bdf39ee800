import type { KeyboardEvent } from "react";

/**
 * The WAI-ARIA tabs pattern's keys: Left/Right move to the previous/next tab and wrap, Home/End go to
 * the first/last. Returns the index to move to, or null for any other key (so Tab leaves the list).
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowLeft":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Put on a `role="tablist"` whose tabs carry a roving tabindex (0 on the selected tab, -1 on the rest),
 * so the list is one Tab stop and arrows move inside it. `activate` selects the tab focus lands on;
 * leave it off when showing a tab's panel is heavy and Enter/Space should choose (manual activation).
 */
export function handleTabListKeyDown(event: KeyboardEvent<HTMLElement>, activate: boolean): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  const next = nextTabIndex(event.key, current, tabs.length);
  if (next === null) return;
  const tab = tabs[next];
  if (!tab) return;
  event.preventDefault();
  tab.focus();
  if (activate) tab.click();
}
