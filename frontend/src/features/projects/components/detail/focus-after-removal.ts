/**
 * Keeps keyboard focus on the page when a texture card goes: the confirmation hands focus back to the
 * card's Delete, which the refetch then removes, leaving focus on <body> (a keyboard user started again
 * from "Skip to content"). Once the card is gone, its neighbour's first button takes focus, or the
 * selected tab when it was the last card.
 */
export function focusAfterRemoval(card: Element | null): void {
  if (!card) return;
  const neighbour = (card.nextElementSibling ?? card.previousElementSibling)?.querySelector<HTMLElement>("button");
  let waited = 0;
  const settle = () => {
    // The card leaves when the project's files are fetched again; give up after a few seconds.
    if (card.isConnected && waited < 5000) {
      waited += 100;
      window.setTimeout(settle, 100);
      return;
    }
    if (card.isConnected) return;
    const fallback = document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    (neighbour?.isConnected ? neighbour : fallback)?.focus();
  };
  settle();
}
