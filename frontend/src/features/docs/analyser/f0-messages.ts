import type { F0Analysis } from "@greenhouse/wasm-pipeline";

export interface F0Request {
  id: number;
  file: File;
  /** The colour texture dropped with the map: its cutouts are left out of the measurement. */
  albedo?: File;
}

export type F0Response =
  | { id: number; ok: true; analysis: F0Analysis; width: number; height: number }
  | { id: number; ok: false; message: string };

/** What the page shows: the pipeline's analysis plus the image size and the colour texture used, if any. */
export type F0Result = F0Analysis & { width: number; height: number; albedoName?: string };
