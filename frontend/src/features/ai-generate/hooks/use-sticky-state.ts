import { type SetStateAction, useCallback, useState } from "react";

// Values that outlive the AI view: switching workspace sections unmounts it, and a person coming back
// expects their prompt and generated textures still there (for this page load; nothing is stored).
const kept = new Map<string, unknown>();

/** useState whose value is kept for the page's lifetime under `key`. */
export function useStickyState<T>(key: string, initial: T): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setValue((current) => {
        const resolved = typeof next === "function" ? (next as (previous: T) => T)(current) : next;
        kept.set(key, resolved);
        return resolved;
      }),
    [key],
  );
  return [value, set];
}
