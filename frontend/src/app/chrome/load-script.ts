const loaded = new Map<string, Promise<void>>();

/** Adds a third-party script once; the promise rejects when it fails to load or takes too long. */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail(new Error("Timed out")), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loaded.delete(src);
      reject(error);
    }
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
}
