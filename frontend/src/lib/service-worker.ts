/**
 * Registers the offline-shell service worker in production builds and tells it which build assets this
 * page already loaded (lazy chunks fetched before the worker took control would otherwise be missing
 * offline).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", async () => {
    try {
      const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      const worker = registration.active ?? navigator.serviceWorker.controller;
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${location.origin}/assets/`));
      worker?.postMessage({ type: "cache-urls", urls });
    } catch (error) {
      console.warn("Service worker registration failed", error);
    }
  });
}
