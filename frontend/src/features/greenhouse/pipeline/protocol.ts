import type { RawImage } from "@greenhouse/wasm-pipeline";

/** Requests the pipeline worker understands. Bytes are transferred, not copied. */
export type PipelineRequest =
  | { id: number; op: "decode"; bytes: Uint8Array; filename: string }
  | { id: number; op: "unzip"; bytes: Uint8Array; paths: string[] }
  | { id: number; op: "cancel" };

export type PipelineResult = { op: "decode"; image: RawImage } | { op: "unzip"; entries: Record<string, Uint8Array> };

export type PipelineResponse =
  | { id: number; ok: true; result: PipelineResult }
  | { id: number; ok: false; error: string };
