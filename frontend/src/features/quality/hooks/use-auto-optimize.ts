import { useCallback } from "react";
import { useStickyState } from "../../../lib/sticky-state";
import type { OptimisedTexture } from "../worker/protocol";
import { optimiseInWorker } from "../worker/quality-bridge";

export type AutoOptimize =
  | { phase: "idle" }
  | { phase: "running" }
  | { phase: "done"; texture: OptimisedTexture }
  | { phase: "failed"; message: string };

/** A run and the analysed bytes it was for: the bytes are the same object for as long as their report shows. */
interface AutoOptimizeRun {
  of: Uint8Array | null;
  state: AutoOptimize;
}

const idle: AutoOptimize = { phase: "idle" };
const noRun: AutoOptimizeRun = { of: null, state: idle };
// Like the analysis, the run outlives the view (another section, the window crossing 768 px).
let current: AbortController | null = null;

/**
 * Auto-Optimize for the analysed file: the pipeline's autoOptimizeTexture in the worker. The result is
 * tied to `source` (the analysed bytes): another file's report starts with none, and its run cancels the old.
 */
export function useAutoOptimize(source: { name: string; bytes: Uint8Array } | null) {
  const [run, setRun] = useStickyState<AutoOptimizeRun>("quality-auto-optimize", noRun);
  const state = source && run.of === source.bytes ? run.state : idle;

  const optimise = useCallback(async () => {
    if (!source) return;
    current?.abort();
    const own = new AbortController();
    current = own;
    const of = source.bytes;
    setRun({ of, state: { phase: "running" } });
    try {
      const texture = await optimiseInWorker(source.name, of, own.signal);
      if (!own.signal.aborted) setRun({ of, state: { phase: "done", texture } });
    } catch (error) {
      if (own.signal.aborted) return;
      console.error("Auto-optimize failed", error);
      setRun({ of, state: { phase: "failed", message: error instanceof Error ? error.message : String(error) } });
    }
  }, [source, setRun]);

  return { state, optimise };
}
