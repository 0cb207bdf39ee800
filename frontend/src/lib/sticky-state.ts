import { type SetStateAction, useCallback, useSyncExternalStore } from "react";

// Values that outlive a workspace section's view: switching sections unmounts it, and so does the window
// crossing 768 px (the desktop workspace and the phone's section are different trees). A person coming
// back expects their prompt, search or report still there (for this page load; nothing is stored). It is
// a store others can watch, so the leave warning can guard AI results while their view is closed.
const kept = new Map<string, unknown>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** useState whose value is kept for the page's lifetime under `key`, shared by every user of that key. */
export function useStickyState<T>(key: string, initial: T): [T, (next: SetStateAction<T>) => void] {
  // The first user's initial value becomes the stored one, so the snapshot is always the same object.
  if (!kept.has(key)) kept.set(key, initial);
  const value = useSyncExternalStore(subscribe, () => kept.get(key) as T);
  const set = useCallback(
    (next: SetStateAction<T>) => {
      const current = kept.get(key) as T;
      kept.set(key, typeof next === "function" ? (next as (previous: T) => T)(current) : next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
