import type { ImageDecodeErrorCode } from "@greenhouse/wasm-pipeline";

/**
 * The local batch queue of the product spec (sections 3 and 4) as pure state transitions: items run
 * one at a time in order from a saved position; Pause stops after the current item, Resume continues
 * from the position, Clear empties the list and resets it. The hook owns the side effects.
 */

export type BatchStatus = "pending" | "processing" | "completed" | "failed";

/** What the validation of a converted item found (only when "validate after processing" is on). */
export interface BatchValidation {
  textures: number;
  warnings: number;
  errors: number;
  /** The files with errors or warnings (errors first, at most 50) and what is wrong with each. */
  problems?: BatchProblem[];
}

export interface BatchProblem {
  path: string;
  level: "error" | "warning";
  message: string;
}

/** A batch queue item (spec section 3) plus what this converter reports about it. */
export interface BatchItem {
  id: string;
  name: string;
  size: number;
  /** The animation file queued with this image (`water_still.png.mcmeta`): it converts frame by frame. */
  animation: string | null;
  status: BatchStatus;
  /** 0..100, from the pipeline's images processed / total. */
  progress: number;
  startTime: number | null;
  endTime: number | null;
  error: string | null;
  /** The pipeline's decode code when the file is not a usable image (then Retry cannot help), else null. */
  errorCode: ImageDecodeErrorCode | null;
  /** Why the item was not converted (skip toggles); it still counts as completed. */
  skipped: string | null;
  /** Textures converted, for items that ran. */
  converted: number | null;
  validation: BatchValidation | null;
  /** Its zip was saved at least once: only the page holds it, so leaving loses nothing more. */
  downloaded: boolean;
}

export interface BatchState {
  items: BatchItem[];
  /** Index of the next item to run; Resume continues from here. */
  position: number;
  /** True while the queue should keep taking items. */
  running: boolean;
  /** Pause was pressed: the next run is a Resume from `position`. */
  paused: boolean;
}

export const emptyBatch: BatchState = { items: [], position: 0, running: false, paused: false };

export type BatchAction =
  | { type: "add"; files: NewFile[] }
  | { type: "start" }
  | { type: "pause" }
  | { type: "clear" }
  | { type: "begin"; id: string; now: number }
  | { type: "progress"; id: string; progress: number }
  | { type: "complete"; id: string; now: number; converted: number; validation: BatchValidation | null }
  | { type: "skip"; id: string; now: number; reason: string }
  | { type: "fail"; id: string; now: number; error: string; errorCode?: ImageDecodeErrorCode | null }
  | { type: "downloaded"; id: string }
  | { type: "remove"; id: string }
  | { type: "retry"; id: string };

interface NewFile {
  id: string;
  name: string;
  size: number;
  animation?: string | null;
}

function newItem(file: NewFile): BatchItem {
  return {
    ...file,
    animation: file.animation ?? null,
    status: "pending",
    progress: 0,
    startTime: null,
    endTime: null,
    error: null,
    errorCode: null,
    skipped: null,
    converted: null,
    validation: null,
    downloaded: false,
  };
}

function update(state: BatchState, id: string, patch: (item: BatchItem) => Partial<BatchItem>): BatchItem[] {
  return state.items.map((item) => (item.id === id ? { ...item, ...patch(item) } : item));
}

/** Moves past a finished item; the queue stops by itself when nothing is left. */
function finish(state: BatchState, items: BatchItem[], id: string): BatchState {
  const index = items.findIndex((item) => item.id === id);
  const position = index >= 0 ? Math.max(state.position, index + 1) : state.position;
  return { ...state, items, position, running: state.running && position < items.length };
}

export function batchReducer(state: BatchState, action: BatchAction): BatchState {
  switch (action.type) {
    case "add":
      return { ...state, items: [...state.items, ...action.files.map(newItem)] };
    case "start":
      return hasPending(state) ? { ...state, running: true, paused: false } : state;
    case "pause":
      // The item in flight finishes; nothing new starts.
      return state.running ? { ...state, running: false, paused: true } : state;
    case "clear":
      return emptyBatch;
    case "begin":
      return {
        ...state,
        items: update(state, action.id, () => ({ status: "processing", progress: 0, startTime: action.now })),
      };
    case "progress":
      return { ...state, items: update(state, action.id, () => ({ progress: clampPercent(action.progress) })) };
    case "complete": {
      const items = update(state, action.id, () => ({
        status: "completed",
        progress: 100,
        endTime: action.now,
        converted: action.converted,
        validation: action.validation,
      }));
      return finish(state, items, action.id);
    }
    case "skip": {
      const items = update(state, action.id, (item) => ({
        status: "completed",
        progress: 100,
        startTime: item.startTime ?? action.now,
        endTime: action.now,
        skipped: action.reason,
      }));
      return finish(state, items, action.id);
    }
    case "fail": {
      const items = update(state, action.id, () => ({
        status: "failed",
        endTime: action.now,
        error: action.error,
        errorCode: action.errorCode ?? null,
      }));
      return finish(state, items, action.id);
    }
    case "downloaded":
      return { ...state, items: update(state, action.id, () => ({ downloaded: true })) };
    case "remove":
      return remove(state, action.id);
    case "retry":
      return retry(state, action.id);
  }
}

/** Drops a finished or failed item (never the one converting); the saved position keeps its place. */
function remove(state: BatchState, id: string): BatchState {
  const index = state.items.findIndex((item) => item.id === id);
  const item = state.items[index];
  if (!item || item.status === "processing") return state;
  const items = state.items.filter((entry) => entry.id !== id);
  const position = index < state.position ? state.position - 1 : state.position;
  return { ...state, items, position, running: state.running && hasPending({ ...state, items }) };
}

/**
 * Queues a failed item again at its place: the position moves back to it so the run takes it next,
 * and an idle queue starts (a retry pressed on a finished run means "run this one now"); a paused
 * queue stays paused, its Resume takes it.
 */
function retry(state: BatchState, id: string): BatchState {
  const index = state.items.findIndex((item) => item.id === id);
  const item = state.items[index];
  if (!item || !canRetry(item)) return state;
  const items = update(state, id, () => ({
    status: "pending",
    progress: 0,
    startTime: null,
    endTime: null,
    error: null,
    errorCode: null,
  }));
  return { ...state, items, position: Math.min(state.position, index), running: !state.paused };
}

/**
 * Whether converting the same bytes again can end differently. A file the pipeline cannot read as an
 * image (any ImageDecodeError code) fails the same way every time, so it gets Remove only; a crashed or
 * out-of-memory worker or a pack with a passing problem may well succeed. The code, not the message,
 * decides: the wording is for people and may change.
 */
export function canRetry(item: BatchItem): boolean {
  return item.status === "failed" && item.errorCode === null;
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
}

/** The item the runner should take next, or null when paused, busy or done. */
export function nextItem(state: BatchState): BatchItem | null {
  if (!state.running) return null;
  if (state.items.some((item) => item.status === "processing")) return null;
  for (let index = state.position; index < state.items.length; index++) {
    const item = state.items[index];
    if (item?.status === "pending") return item;
  }
  return null;
}

export function hasPending(state: BatchState): boolean {
  return state.items.some((item) => item.status === "pending");
}

export function isProcessing(state: BatchState): boolean {
  return state.items.some((item) => item.status === "processing");
}

/**
 * Start (the Batch section's Start Processing, the bottom panel's Start Batch): pending files and no run.
 * Not while paused: Resume continues from the saved position, and a second way in would be confused with it.
 */
export function canStart(state: BatchState): boolean {
  return hasPending(state) && !state.running && !state.paused;
}

export function canPause(state: BatchState): boolean {
  return state.running;
}

export function canResume(state: BatchState): boolean {
  return state.paused && !state.running && hasPending(state);
}

/** True once a started run has nothing left: every item completed or failed. */
export function isFinished(state: BatchState): boolean {
  return state.items.length > 0 && state.items.every((item) => item.status === "completed" || item.status === "failed");
}
