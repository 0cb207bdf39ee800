import type { QualityReport, RawImage } from "@greenhouse/wasm-pipeline";
import { useCallback } from "react";
import { useStickyState } from "../../../lib/sticky-state";
import { type AnalysisFailure, describeFailure, emptyFileFailure } from "../lib/analysis-failure";
import type { AnalysisStep } from "../lib/analysis-progress";
import { analyseInWorker, QualityWorkerError } from "../worker/quality-bridge";
import { readFileBytes } from "./read-file";

/** The spec's three states (idle, analyzing, result shown) plus the failure a damaged file ends in. */
export type QualityAnalysis =
  | { phase: "idle" }
  | { phase: "analyzing"; file: File; step: AnalysisStep }
  | { phase: "done"; file: File; bytes: Uint8Array; report: QualityReport; image: RawImage }
  | { phase: "failed"; file: File; failure: AnalysisFailure };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

const idle: QualityAnalysis = { phase: "idle" };
// The analysis in flight. Like its state it outlives the view: leaving the section or crossing 768 px
// mounts the analyser again, and the report comes back finished (or still running) instead of gone.
let current: AbortController | null = null;

/**
 * Runs the analyser on a chosen file; choosing another file cancels the one in flight. An empty file
 * fails at once with the spec's wording, before any reading or decoding.
 */
export function useQualityAnalysis() {
  const [state, setState] = useStickyState<QualityAnalysis>("quality-analysis", idle);

  const analyse = useCallback(
    async (file: File) => {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const { signal } = controller;
      if (file.size === 0) {
        setState({ phase: "failed", file, failure: emptyFileFailure });
        return;
      }
      const update = (step: AnalysisStep) => {
        if (!signal.aborted) setState({ phase: "analyzing", file, step });
      };
      update({ step: "reading", fraction: 0 });
      try {
        const bytes = await readFileBytes(file, (fraction) => update({ step: "reading", fraction }), signal);
        update({ step: "starting" });
        const texture = await analyseInWorker(file.name, bytes, {
          signal,
          onStage: (stage) => update({ step: stage === "decoding" ? "decoding" : "measuring" }),
        });
        if (!signal.aborted) setState({ phase: "done", file, bytes, report: texture.report, image: texture.image });
      } catch (error) {
        if (signal.aborted || isAbort(error)) return;
        // The spec only logs analyser errors; we also say what went wrong, and keep the log for support.
        console.error("Quality analysis failed", error);
        const message = error instanceof Error ? error.message : String(error);
        const code = error instanceof QualityWorkerError ? error.code : undefined;
        setState({ phase: "failed", file, failure: describeFailure(message, code) });
      }
    },
    [setState],
  );

  const reset = useCallback(() => {
    current?.abort();
    setState(idle);
  }, [setState]);

  // A refused selection (wrong type, too many files) is now the current one: the drop zone says why, and
  // the previous file's failure must not stay under it as if it were about this one. A finished report
  // stays: it is still true of the file named above it.
  const clearFailure = useCallback(() => {
    setState((shown) => (shown.phase === "failed" ? idle : shown));
  }, [setState]);

  return { state, analyse, reset, clearFailure };
}
