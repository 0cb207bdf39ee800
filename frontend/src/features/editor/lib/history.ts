import type { RawImage } from "@greenhouse/wasm-pipeline";

/** The spec's undo depth (section 9): 50 snapshots, the oldest dropped first. */
export const HISTORY_LIMIT = 50;

/**
 * Undo history as snapshots: images are immutable once drawn, so a snapshot is just a reference. The
 * editor keeps each image with the name it was opened under, so undoing an Open restores both.
 */
export interface History<T = RawImage> {
  past: T[];
  present: T;
  future: T[];
}

export function startHistory<T>(image: T): History<T> {
  return { past: [], present: image, future: [] };
}

/** A finished stroke: the old present becomes undoable, the redo branch is discarded. */
export function commit<T>(history: History<T>, image: T, limit = HISTORY_LIMIT): History<T> {
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: image, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
