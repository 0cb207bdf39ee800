import type { RawImage } from "@greenhouse/wasm-pipeline";
import { applyPatch, diffPatch, reversePatch } from "./patch";
import { loadPatch, packPatch, type StoredPatch, storePatch } from "./stored-patch";

/** The spec's undo depth (section 9): 50 steps, the oldest dropped first. */
export const HISTORY_LIMIT = 50;
/**
 * Memory the undo and redo steps may hold together. Steps keep only the pixels a stroke changed, so
 * 50 strokes fit easily; whole-texture changes (an Open, a canvas-sized fill) at 1024x1024 are 4 MB
 * raw and are deflated when the budget is reached (`stored-patch.ts`); the oldest steps are dropped
 * before there are 50 only when that is not enough (textures of noise-like pixels, which barely deflate).
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
  /**
   * The document the page belongs to: each Open or New starts one, strokes stay in it. Whatever is
   * kept per document (the Library item it saves over) follows undo back across an Open.
   */
  doc: number;
}

/** An undo or redo step: what turns the present back into that page. */
export interface Step {
  name: string;
  rev: number;
  doc: number;
  patch: StoredPatch;
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

/** Bytes the steps hold (deflated where they are). */
export function historyBytes(history: History): number {
  let total = 0;
  for (const step of history.past) total += step.patch.bytes.byteLength;
  for (const step of history.future) total += step.patch.bytes.byteLength;
  return total;
}

/**
 * Keeps the steps within their count and byte budget: over the bytes, the steps are deflated, oldest
 * first (redo steps too, farthest first), and only when that is not enough are the oldest undo steps
 * dropped.
 */
function trim(history: History, limits: HistoryLimits): History {
  let past = history.past.length > limits.steps ? history.past.slice(-limits.steps) : history.past;
  let future = history.future;
  let bytes = historyBytes({ ...history, past });
  if (bytes > limits.bytes) {
    const packed = (step: Step): Step => {
      if (bytes <= limits.bytes || step.patch.settled) return step;
      const patch = packPatch(step.patch);
      bytes += patch.bytes.byteLength - step.patch.bytes.byteLength;
      return { ...step, patch };
    };
    past = past.map(packed);
    future = [...future];
    for (let i = future.length - 1; i >= 0; i--) future[i] = packed(future[i]!);
  }
  let drop = 0;
  while (drop < past.length && bytes > limits.bytes) bytes -= past[drop++]!.patch.bytes.byteLength;
  if (drop > 0) past = past.slice(drop);
  return past === history.past && future === history.future ? history : { ...history, past, future };
}

const stepBack = (present: Page, to: RawImage): Step => ({
  name: present.name,
  rev: present.rev,
  doc: present.doc,
  patch: storePatch(diffPatch(present.image, to)),
});

/** A finished stroke (or an Open): the old present becomes undoable, the redo branch is discarded. */
export function commit(history: History, page: Page, limits = defaultLimits): History {
  const past = [...history.past, stepBack(history.present, page.image)];
  return trim({ past, present: page, future: [] }, limits);
}

/** Moves one step from `from` to `to`, rebuilding the image that step names. */
function travel(present: Page, step: Step): { page: Page; back: Step } {
  const patch = loadPatch(step.patch);
  const image = applyPatch(present.image, patch);
  return {
    page: { name: step.name, rev: step.rev, doc: step.doc, image },
    back: {
      name: present.name,
      rev: present.rev,
      doc: present.doc,
      patch: storePatch(reversePatch(present.image, patch)),
    },
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
