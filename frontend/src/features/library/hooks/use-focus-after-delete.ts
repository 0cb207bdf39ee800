import { type RefObject, useEffect, useRef } from "react";
import { neighbourAfterRemoval } from "../../../components/focus-return";
import type { UploadedContent } from "../api/types";

/**
 * After a confirmed delete, focus goes to the neighbouring card's Delete button (next, else previous),
 * else to Upload files. The dialog's own focus return aims at the deleted card's button, which is gone,
 * so keyboard users were dropped on <body> and started over from the top of the page.
 */
export function useFocusAfterDelete(
  items: UploadedContent[],
  open: boolean,
  grid: RefObject<HTMLElement | null>,
  upload: RefObject<HTMLElement | null>,
) {
  const pending = useRef<{ gone: number; next: number | null } | null>(null);

  useEffect(() => {
    const moved = pending.current;
    if (!moved || open || items.some((item) => item.id === moved.gone)) return;
    pending.current = null;
    // A timeout, so this runs after the dialog library's own close focus (queued as the dialog unmounted).
    setTimeout(() => {
      const card = moved.next === null ? null : grid.current?.querySelector(`[data-content-id="${moved.next}"]`);
      const target = card?.querySelector<HTMLElement>('button[aria-label^="Delete "]') ?? upload.current;
      target?.focus();
    });
  });

  /** Call once the item is deleted, with the list as it was before. */
  return function deleted(item: UploadedContent, before: UploadedContent[]) {
    const index = before.findIndex((listed) => listed.id === item.id);
    pending.current = { gone: item.id, next: neighbourAfterRemoval(before, index)?.id ?? null };
  };
}
