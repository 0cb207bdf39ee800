/**
 * Focuses the first element matching `selector` as soon as it is in the document, waiting up to
 * `timeoutMs` for it to render (a new job's queue row appears once the job list refetches). Keyboard
 * users then continue from the result of their action instead of from the top of the page.
 */
export function focusWhenPresent(selector: string, timeoutMs = 5000): void {
  const tryFocus = () => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) return false;
    element.focus();
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
