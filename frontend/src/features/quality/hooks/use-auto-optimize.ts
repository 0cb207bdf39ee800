import { useCallback, useEffect, useRef, useState } from "react";
import type { OptimisedTexture } from "../worker/protocol";
import { optimiseInWorker } from "../worker/quality-bridge";

export type AutoOptimize =
  | { phase: "idle" }
  | { phase: "running" }
  | { phase: "done"; texture: OptimisedTexture }
  | { phase: "failed"; message: string };

/**
 * Auto-Optimize for the analysed file: the pipeline's autoOptimizeTexture in the worker. The result is
 * tied to `source` (the analysed bytes) and cleared when another file is analysed.
 */
export function useAutoOptimize(source: { name: string; bytes: Uint8Array } | null) {
  const [state, setState] = useState<AutoOptimize>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source is exactly when the old result stops applying.
  useEffect(() => {
    controller.current?.abort();
    setState({ phase: "idle" });
  }, [source]);

  useEffect(() => () => controller.current?.abort(), []);

  const optimise = useCallback(async () => {
    if (!source) return;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ phase: "running" });
    try {
      const texture = await optimiseInWorker(source.name, source.bytes, own.signal);
      if (!own.signal.aborted) setState({ phase: "done", texture });
    } catch (error) {
      if (own.signal.aborted) return;
      console.error("Auto-optimize failed", error);
      setState({ phase: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }, [source]);

  return { state, optimise };
}
