import type { F0Analysis } from "@greenhouse/wasm-pipeline";

export interface F0Request {
  id: number;
  file: File;
}

export type F0Response =
  | { id: number; ok: true; analysis: F0Analysis; width: number; height: number }
  | { id: number; ok: false; message: string };

/** What the page shows: the pipeline's analysis plus the image size. */
export type F0Result = F0Analysis & { width: number; height: number };
