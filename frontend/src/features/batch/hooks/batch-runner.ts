import { type AdvancedProcessing, type ConversionSettings, defaultConversionSettings } from "@greenhouse/wasm-pipeline";
import { toast } from "../../../components/toast";
import { convertInWorker } from "../../greenhouse/pipeline/bridge";
import { decodeErrorCode } from "../../greenhouse/pipeline/replies";
import { type BatchToggles, defaultBatchToggles, planItem, summariseValidation } from "../lib/batch-plan";
import {
  type BatchAction,
  type BatchState,
  batchReducer,
  emptyBatch,
  isFinished,
  isProcessing,
  nextItem,
} from "../lib/batch-queue";
import { runSummary } from "../lib/batch-results";

/**
 * The batch queue lives here, outside React, for the page's lifetime: switching workspace sections
 * unmounts the Batch view, and a running batch must neither stop nor be forgotten when that happens.
 * The view subscribes (useSyncExternalStore); files and converted zips stay beside the pure state.
 */
export interface BatchSnapshot {
  state: BatchState;
  toggles: BatchToggles;
}

let snapshot: BatchSnapshot = { state: emptyBatch, toggles: defaultBatchToggles };
let settings: ConversionSettings = defaultConversionSettings;
let advanced: AdvancedProcessing | undefined;
let inFlight: AbortController | null = null;
const listeners = new Set<() => void>();
/** Each item's file, and the animation file queued with an image. */
const files = new Map<string, { file: File; mcmeta: File | null }>();
const outputs = new Map<string, Blob>();

export const batchStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => snapshot,
};

function publish(next: BatchSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

const active = (state: BatchState) => state.running || isProcessing(state);

export function dispatchBatch(action: BatchAction): void {
  const before = snapshot.state;
  const after = batchReducer(before, action);
  if (after === before) return;
  publish({ ...snapshot, state: after });
  // 'Batch processing complete!' once, when a run (not a pause) leaves nothing to do.
  if (active(before) && !active(after) && !after.paused && isFinished(after)) {
    toast({ title: "Batch processing complete!", description: runSummary(after.items) });
  }
  const item = nextItem(after);
  if (item) void runItem(item.id);
}

/** The Convert settings and Advanced processing the next items use (the view keeps them current). */
export function setBatchSettings(next: ConversionSettings, nextAdvanced?: AdvancedProcessing): void {
  settings = next;
  advanced = nextAdvanced;
}

export function setBatchToggles(toggles: BatchToggles): void {
  publish({ ...snapshot, toggles });
}

export function queueFiles(entries: { id: string; file: File; mcmeta?: File | null }[]): void {
  for (const { id, file, mcmeta } of entries) files.set(id, { file, mcmeta: mcmeta ?? null });
  dispatchBatch({
    type: "add",
    files: entries.map(({ id, file, mcmeta }) => ({
      id,
      name: file.name,
      size: file.size,
      animation: mcmeta?.name ?? null,
    })),
  });
}

/** Drops a failed or finished item with its file and zip (the queue refuses the one converting). */
export function removeBatchItem(id: string): void {
  dispatchBatch({ type: "remove", id });
  if (snapshot.state.items.some((item) => item.id === id)) return;
  files.delete(id);
  outputs.delete(id);
}

export function clearBatch(): void {
  inFlight?.abort();
  files.clear();
  outputs.clear();
  dispatchBatch({ type: "clear" });
}

export const batchOutput = (id: string) => outputs.get(id);

async function runItem(id: string): Promise<void> {
  const item = snapshot.state.items.find((entry) => entry.id === id);
  if (!item) return;
  dispatchBatch({ type: "begin", id, now: Date.now() });
  const plan = planItem(item, snapshot.state.items, snapshot.toggles);
  const input = files.get(id);
  if (plan.action === "skip" || !input) {
    dispatchBatch({ type: "skip", id, now: Date.now(), reason: plan.action === "skip" ? plan.reason : "File gone" });
    return;
  }
  const validate = snapshot.toggles.validateAfter;
  const controller = new AbortController();
  inFlight = controller;
  try {
    const { file, mcmeta } = input;
    const result = await convertInWorker(
      file,
      file.name,
      { ...settings, inputType: plan.inputType },
      {
        signal: controller.signal,
        // As Convert's animated texture: maps per frame, and the .mcmeta beside the texture and its maps.
        ...(mcmeta ? { mcmeta: new Uint8Array(await mcmeta.arrayBuffer()) } : {}),
        ...(advanced ? { advanced } : {}),
        onProgress: (status) =>
          dispatchBatch({
            type: "progress",
            id,
            progress: status.totalImages > 0 ? (status.imagesProcessed / status.totalImages) * 100 : 0,
          }),
      },
    );
    outputs.set(id, result.zip);
    dispatchBatch({
      type: "complete",
      id,
      now: Date.now(),
      converted: result.status.imagesProcessed,
      validation: validate ? summariseValidation(result.files) : null,
    });
  } catch (error) {
    if (controller.signal.aborted) return; // Cleared: the item is gone already.
    const message = error instanceof Error ? error.message : String(error);
    dispatchBatch({
      type: "fail",
      id,
      now: Date.now(),
      error: `Processing failed: ${message}`,
      errorCode: decodeErrorCode(error),
    });
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}
