/**
 * Keeps keyboard focus on the page when a card goes (a texture, a project): the confirmation hands focus
 * back to the card's Delete, which the refetch then removes, leaving focus on <body> (a keyboard user
 * started again from "Skip to content"). Once the card is gone, the first `target` of its neighbour takes
 * focus (a button, by default), or `fallback` (the selected tab, by default) when it was the last card.
 */
export function focusAfterRemoval(
  card: Element | null,
  { target = "button", fallback = '[role="tab"][aria-selected="true"]' } = {},
): void {
  if (!card) return;
  const neighbour = (card.nextElementSibling ?? card.previousElementSibling)?.querySelector<HTMLElement>(target);
  let waited = 0;
  const settle = () => {
    // The card leaves when the project's files are fetched again; give up after a few seconds.
    if (card.isConnected && waited < 5000) {
      waited += 100;
      window.setTimeout(settle, 100);
      return;
    }
    if (card.isConnected) return;
    (neighbour?.isConnected ? neighbour : document.querySelector<HTMLElement>(fallback))?.focus();
  };
  settle();
}
