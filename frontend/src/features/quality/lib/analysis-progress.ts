import type { WorkerStage } from "../worker/protocol";

/**
 * Where an analysis is: reading the file on this thread, handing it to the worker (which loads its
 * codecs the first time), then the worker's stages, then done.
 */
export type AnalysisStep =
  | { step: "reading"; fraction: number }
  | { step: "starting" }
  | { step: Exclude<WorkerStage, "optimising"> }
  | { step: "done" };

/**
 * The bar's value for a step. Reading fills the first 30 % as bytes arrive; decoding and measuring are
 * one synchronous pass each in the worker, so they move the bar in two honest jumps rather than a timer.
 */
export function analysisPercent(step: AnalysisStep): number {
  switch (step.step) {
    case "reading":
      return Math.round(Math.min(1, Math.max(0, step.fraction)) * 30);
    case "starting":
      return 30;
    case "decoding":
      return 40;
    case "measuring":
      return 75;
    case "done":
      return 100;
  }
}

/** What the analyser is doing, for the line under the bar. */
export function analysisLabel(step: AnalysisStep): string {
  switch (step.step) {
    case "reading":
      return "Reading file…";
    case "starting":
      return "Starting the analyser…";
    case "decoding":
      return "Decoding pixels…";
    case "measuring":
      return "Measuring resolution, colour, detail, alpha and tiling…";
    case "done":
      return "Done";
  }
}
