import type { RawImage } from "@greenhouse/wasm-pipeline";
import { applyPatch, diffPatch, type Patch, reversePatch } from "./patch";

/** The spec's undo depth (section 9): 50 steps, the oldest dropped first. */
export const HISTORY_LIMIT = 50;
/**
 * Memory the undo and redo steps may hold together. Steps keep only the pixels a stroke changed, so
 * 50 strokes fit easily; whole-texture changes (an Open, a canvas-sized fill) at 1024x1024 cost 4 MB
 * each, and past this budget the oldest steps are dropped even before there are 50.
 */
export const HISTORY_BYTES = 64 * 1024 * 1024;

/**
 * One page of the document: the texture and the name it is exported under. `rev` names this exact
 * image, so it survives an undo and a redo (which rebuild the image object) and "unsaved" can compare it.
 */
export interface Page {
  name: string;
  image: RawImage;
  rev: number;
}

/** An undo or redo step: what turns the present back into that page. */
export interface Step {
  name: string;
  rev: number;
  patch: Patch;
}

export interface History {
  past: Step[];
  present: Page;
  future: Step[];
}

export interface HistoryLimits {
  steps: number;
  bytes: number;
}

const defaultLimits: HistoryLimits = { steps: HISTORY_LIMIT, bytes: HISTORY_BYTES };

export function startHistory(page: Page): History {
  return { past: [], present: page, future: [] };
}

/** Bytes of pixels the steps hold. */
export function historyBytes(history: History): number {
  let total = 0;
  for (const step of history.past) total += step.patch.pixels.byteLength;
  for (const step of history.future) total += step.patch.pixels.byteLength;
  return total;
}

/** Drops the oldest undo steps while there are too many or they hold too much. */
function trim(history: History, limits: HistoryLimits): History {
  let { past } = history;
  let bytes = historyBytes(history);
  let drop = Math.max(0, past.length - limits.steps);
  for (let i = 0; i < drop; i++) bytes -= past[i]!.patch.pixels.byteLength;
  while (drop < past.length && bytes > limits.bytes) bytes -= past[drop++]!.patch.pixels.byteLength;
  if (drop > 0) past = past.slice(drop);
  return past === history.past ? history : { ...history, past };
}

const stepBack = (present: Page, to: RawImage): Step => ({
  name: present.name,
  rev: present.rev,
  patch: diffPatch(present.image, to),
});

/** A finished stroke (or an Open): the old present becomes undoable, the redo branch is discarded. */
export function commit(history: History, page: Page, limits = defaultLimits): History {
  const past = [...history.past, stepBack(history.present, page.image)];
  return trim({ past, present: page, future: [] }, limits);
}

/** Moves one step from `from` to `to`, rebuilding the image that step names. */
function travel(present: Page, step: Step): { page: Page; back: Step } {
  const image = applyPatch(present.image, step.patch);
  return {
    page: { name: step.name, rev: step.rev, image },
    back: { name: present.name, rev: present.rev, patch: reversePatch(present.image, step.patch) },
  };
}

export function undo(history: History, limits = defaultLimits): History {
  const step = history.past.at(-1);
  if (!step) return history;
  const { page, back } = travel(history.present, step);
  return trim({ past: history.past.slice(0, -1), present: page, future: [back, ...history.future] }, limits);
}

export function redo(history: History, limits = defaultLimits): History {
  const [step, ...rest] = history.future;
  if (!step) return history;
  const { page, back } = travel(history.present, step);
  return trim({ past: [...history.past, back], present: page, future: rest }, limits);
}
