import { ImageDecodeError, type ImageDecodeErrorCode, type ProcessingStatus } from "@greenhouse/wasm-pipeline";
import { abortError, type WorkerReply } from "../../../lib/worker-client";
import type { PipelineResponse, PipelineResult } from "./protocol";

/**
 * A job the pipeline worker failed. The message is for people; `code` says why in a form callers can
 * branch on: an ImageDecodeError's code when the input bytes are not a usable image (the same bytes fail
 * the same way again), null for anything else.
 */
export class PipelineError extends Error {
  override readonly name = "PipelineError";

  constructor(
    message: string,
    readonly code: ImageDecodeErrorCode | null = null,
  ) {
    super(message);
  }
}

/** Worker side: the reply for a job that threw. A class instance does not survive postMessage, its code does. */
export function failureResponse(id: number, error: unknown, aborted: boolean): PipelineResponse {
  return {
    id,
    kind: "done",
    ok: false,
    error: error instanceof Error ? error.message : String(error),
    ...(error instanceof ImageDecodeError ? { code: error.code } : {}),
    aborted,
  };
}

/** Page side: one worker message as the WorkerClient reads it; a failure becomes a PipelineError. */
export function readResponse(response: PipelineResponse): WorkerReply<PipelineResult, ProcessingStatus> {
  if (response.kind === "progress") return { id: response.id, update: response.status };
  if (response.ok) return { id: response.id, result: response.result };
  if (response.aborted) return { id: response.id, error: abortError() };
  return { id: response.id, error: new PipelineError(response.error, response.code ?? null) };
}

/** The decode code of a failed pipeline call, or null when it failed for another reason (crash, abort, zip). */
export function decodeErrorCode(error: unknown): ImageDecodeErrorCode | null {
  return error instanceof PipelineError ? error.code : null;
}
