import { WorkerClient } from "../../../lib/worker-client";
import type {
  AnalysedTexture,
  OptimisedTexture,
  QualityRequest,
  QualityResponse,
  QualityResult,
  WorkerStage,
} from "./protocol";

/** A failed analysis; `code` is the decoder's reason when the file itself was the problem. */
export class QualityWorkerError extends Error {
  override readonly name = "QualityWorkerError";
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The quality worker, started on first use so the codecs load only when someone opens the Quality tab and
 * drops a file. A job cannot be interrupted inside it (the pipeline's passes are synchronous), so aborting
 * rejects at once and the late answer is dropped.
 */
const client = new WorkerClient<QualityRequest, QualityResponse, QualityResult, WorkerStage>({
  start: () => new Worker(new URL("./quality.worker.ts", import.meta.url), { type: "module", name: "quality" }),
  read: (response) => {
    if (response.kind === "stage") return { id: response.id, update: response.stage };
    if (response.ok) return { id: response.id, result: response.result };
    return { id: response.id, error: new QualityWorkerError(response.error, response.code) };
  },
  crashMessage: "The quality analyser stopped",
});

function call(
  op: QualityRequest["op"],
  name: string,
  bytes: Uint8Array,
  onStage?: (stage: WorkerStage) => void,
  signal?: AbortSignal,
): Promise<QualityResult> {
  const copy = bytes.slice();
  return client.call({ op, name, bytes: copy }, [copy.buffer], { signal, onUpdate: onStage });
}

/** Decodes and grades a texture off the main thread with the pipeline's analyser. */
export async function analyseInWorker(
  name: string,
  bytes: Uint8Array,
  options: { onStage?: (stage: WorkerStage) => void; signal?: AbortSignal } = {},
): Promise<AnalysedTexture> {
  const result = await call("analyse", name, bytes, options.onStage, options.signal);
  if (result.op !== "analyse") throw new Error("Unexpected answer from the quality worker");
  return result.texture;
}

/** Applies the pipeline's auto-optimise (resize, PNG, metadata strip, oxipng) and grades the result. */
export async function optimiseInWorker(
  name: string,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<OptimisedTexture> {
  const result = await call("optimise", name, bytes, undefined, signal);
  if (result.op !== "optimise") throw new Error("Unexpected answer from the quality worker");
  return result.texture;
}
