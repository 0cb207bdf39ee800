/**
 * Where focus should go back to when a dialog closes: the element focused as it opened. A dialog opened
 * from a menu item names the menu's button instead, because the item is gone once the menu closes.
 * Radix only returns focus to a Dialog.Trigger, and most of our dialogs are opened by state from a
 * plain button, so without this focus fell to <body> and keyboard users started over from the top.
 */
export function focusOrigin(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return null;
  const menu = active.closest('[role="menu"]');
  if (menu?.id) {
    const button = active.ownerDocument.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
    return button instanceof HTMLElement ? button : null;
  }
  return active;
}

/** Focuses the remembered element if it is still on the page; false leaves focus to the dialog library. */
export function returnFocus(origin: HTMLElement | null): boolean {
  if (!origin?.isConnected) return false;
  origin.focus({ preventScroll: true });
  return true;
}

/**
 * What focus moves to once `items[index]` is removed: the next item, else the previous one, else none
 * (the caller then picks a fixed place). Removing the focused control otherwise drops focus to <body>.
 */
export function neighbourAfterRemoval<T>(items: readonly T[], index: number): T | undefined {
  if (index < 0 || index >= items.length) return undefined;
  return items[index + 1] ?? items[index - 1];
}
