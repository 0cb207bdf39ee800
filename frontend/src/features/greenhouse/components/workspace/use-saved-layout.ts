import { useMemo } from "react";
import { debounce, LAYOUT_SAVE_DEBOUNCE_MS, type Layout } from "../../lib/layout";

/** Layouts are saved per user (or for the guest) in this browser. */
function storageKey(group: string, userKey: string): string {
  return `greenhouse:layout:${userKey}:${group}`;
}

function read(key: string): Layout | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const entries = Object.entries(parsed).filter(([, v]) => typeof v === "number" && Number.isFinite(v));
    return Object.fromEntries(entries) as Layout;
  } catch {
    return undefined;
  }
}

/**
 * The saved layout of one panel group (else `first`, else the panels' own defaults) and a debounced
 * (100 ms) saver for it.
 */
export function useSavedLayout(group: string, userKey: string, first?: Layout) {
  // `first` counts only when the page opens (a new object each render): a resized window keeps its layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  return useMemo(() => {
    const key = storageKey(group, userKey);
    const save = debounce((layout: Layout) => {
      try {
        localStorage.setItem(key, JSON.stringify(layout));
      } catch {
        // Storage blocked: the layout simply is not remembered.
      }
    }, LAYOUT_SAVE_DEBOUNCE_MS);
    return { defaultLayout: read(key) ?? first, save };
  }, [group, userKey]);
}
