import type { RawImage } from "@greenhouse/wasm-pipeline";

/** The spec's undo depth (section 9): 50 snapshots, the oldest dropped first. */
export const HISTORY_LIMIT = 50;

/** Undo history as snapshots: images are immutable once drawn, so a snapshot is just a reference. */
export interface History {
  past: RawImage[];
  present: RawImage;
  future: RawImage[];
}

export function startHistory(image: RawImage): History {
  return { past: [], present: image, future: [] };
}

/** A finished stroke: the old present becomes undoable, the redo branch is discarded. */
export function commit(history: History, image: RawImage, limit = HISTORY_LIMIT): History {
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: image, future: [] };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
