import type { QualityReport, RawImage } from "@greenhouse/wasm-pipeline";

/** What the quality worker is asked to do with one file's bytes. */
export type QualityRequest =
  | { id: number; op: "analyse"; name: string; bytes: Uint8Array }
  | { id: number; op: "optimise"; name: string; bytes: Uint8Array };

/** Where a job is inside the worker; the view turns it into the progress bar. */
export type WorkerStage = "decoding" | "measuring" | "optimising";

/** An analysed texture: the report and the decoded pixels (for the on-screen preview only). */
export interface AnalysedTexture {
  report: QualityReport;
  image: RawImage;
}

/** The pipeline's auto-optimised file with its new report. */
export interface OptimisedTexture {
  name: string;
  bytes: Uint8Array;
  report: QualityReport;
  applied: string[];
}

export type QualityResult = { op: "analyse"; texture: AnalysedTexture } | { op: "optimise"; texture: OptimisedTexture };

export type QualityResponse =
  | { id: number; kind: "stage"; stage: WorkerStage }
  | { id: number; kind: "done"; ok: true; result: QualityResult }
  /** `code` is the decoder's reason (`unsupported_format`, `corrupt`, `truncated`, `too_large`) when known. */
  | { id: number; kind: "done"; ok: false; error: string; code?: string };
