import { useEffect, useReducer, useRef, useState } from "react";
import { toast } from "../../../components/toast";
import { useConvertSession } from "../../greenhouse/hooks/convert-session";
import { saveBytes } from "../../greenhouse/hooks/use-local-conversion";
import { downloadFileName } from "../../greenhouse/lib/format";
import { convertInWorker } from "../../greenhouse/pipeline/bridge";
import {
  type BatchToggles,
  checkBatchFile,
  defaultBatchToggles,
  planItem,
  summariseValidation,
} from "../lib/batch-plan";
import {
  batchReducer,
  emptyBatch,
  hasPending,
  isFinished,
  isProcessing,
  nextItem,
  runSummary,
} from "../lib/batch-queue";

let nextId = 1;

/**
 * The batch queue with real conversions: each item runs through the same convertPack as Convert, in
 * the workspace's pipeline worker, one at a time. Files and converted zips live in refs beside the
 * pure queue state, so the reducer stays serialisable and testable.
 */
export function useBatchQueue() {
  const session = useConvertSession();
  const [state, dispatch] = useReducer(batchReducer, emptyBatch);
  const [toggles, setToggles] = useState<BatchToggles>(defaultBatchToggles);
  const files = useRef(new Map<string, File>());
  const outputs = useRef(new Map<string, Uint8Array>());
  const inFlight = useRef<AbortController | null>(null);
  const wasRunning = useRef(false);
  const taken = useRef(new Set<string>());

  // Latest values for the runner without restarting it on every settings change.
  const latest = useRef({ state, toggles, settings: session.settings });
  latest.current = { state, toggles, settings: session.settings };

  const next = nextItem(state);
  useEffect(() => {
    // Development StrictMode runs effects twice; an item is only ever taken once.
    if (!next || taken.current.has(next.id)) return;
    const item = next;
    taken.current.add(item.id);
    const file = files.current.get(item.id);
    const controller = new AbortController();
    inFlight.current = controller;
    const now = () => Date.now();
    dispatch({ type: "begin", id: item.id, now: now() });
    const plan = planItem(item, latest.current.state.items, latest.current.toggles);
    if (plan.action === "skip" || !file) {
      dispatch({ type: "skip", id: item.id, now: now(), reason: plan.action === "skip" ? plan.reason : "File gone" });
      return;
    }
    const validate = latest.current.toggles.validateAfter;
    const settings = { ...latest.current.settings, inputType: plan.inputType };
    (async () => {
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const result = await convertInWorker(bytes, file.name, settings, {
          signal: controller.signal,
          onProgress: (status) =>
            dispatch({
              type: "progress",
              id: item.id,
              progress: status.totalImages > 0 ? (status.imagesProcessed / status.totalImages) * 100 : 0,
            }),
        });
        outputs.current.set(item.id, result.zip);
        dispatch({
          type: "complete",
          id: item.id,
          now: now(),
          converted: result.status.imagesProcessed,
          validation: validate ? summariseValidation(result.files) : null,
        });
      } catch (error) {
        if (controller.signal.aborted) return; // Cleared: the item is gone already.
        const message = error instanceof Error ? error.message : String(error);
        dispatch({ type: "fail", id: item.id, now: now(), error: `Processing failed: ${message}` });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    })();
  }, [next]);

  // 'Batch processing complete!' once per run, when the last item of a started run has finished.
  useEffect(() => {
    if (state.running || isProcessing(state)) {
      wasRunning.current = true;
      return;
    }
    if (wasRunning.current && !state.paused && isFinished(state)) {
      toast({ title: "Batch processing complete!", description: runSummary(state.items) });
    }
    wasRunning.current = false;
  }, [state]);

  return {
    state,
    toggles,
    setToggles,
    canStart: hasPending(state) && !state.running,
    canPause: state.running,
    canResume: state.paused && !state.running && hasPending(state),
    add(list: readonly File[]) {
      const accepted = list.filter((file) => checkBatchFile(file) === null);
      const problem = list.map(checkBatchFile).find((notice) => notice !== null);
      // One toast at a time (spec section 9): the first problem speaks for the rejected files.
      if (problem) toast({ ...problem, variant: "destructive" });
      if (accepted.length === 0) return;
      const entries = accepted.map((file) => ({ id: `batch-${nextId++}`, name: file.name, size: file.size }));
      for (const [i, entry] of entries.entries()) files.current.set(entry.id, accepted[i] as File);
      dispatch({ type: "add", files: entries });
      toast({ title: `Added ${entries.length} files to queue`, description: "Click 'Start Processing' to begin" });
    },
    start: () => dispatch({ type: "start" }),
    pause: () => dispatch({ type: "pause" }),
    clear() {
      inFlight.current?.abort();
      files.current.clear();
      outputs.current.clear();
      taken.current.clear();
      wasRunning.current = false;
      dispatch({ type: "clear" });
    },
    hasOutput: (id: string) => outputs.current.has(id),
    download(id: string, name: string) {
      const zip = outputs.current.get(id);
      if (!zip) return;
      saveBytes(zip, downloadFileName(name));
      toast({ title: "Download started", description: "Your converted resource pack is being downloaded" });
    },
  };
}
