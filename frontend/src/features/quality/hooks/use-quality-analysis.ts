import type { QualityReport, RawImage } from "@greenhouse/wasm-pipeline";
import { useCallback, useEffect, useRef, useState } from "react";
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

/**
 * Runs the analyser on a chosen file; choosing another file cancels the one in flight. An empty file
 * fails at once with the spec's wording, before any reading or decoding.
 */
export function useQualityAnalysis() {
  const [state, setState] = useState<QualityAnalysis>({ phase: "idle" });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const analyse = useCallback(async (file: File) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
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
  }, []);

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ phase: "idle" });
  }, []);

  // A refused selection (wrong type, too many files) is now the current one: the drop zone says why, and
  // the previous file's failure must not stay under it as if it were about this one. A finished report
  // stays: it is still true of the file named above it.
  const clearFailure = useCallback(() => {
    setState((current) => (current.phase === "failed" ? { phase: "idle" } : current));
  }, []);

  return { state, analyse, reset, clearFailure };
}
