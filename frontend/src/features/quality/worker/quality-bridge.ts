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

interface Pending {
  resolve(result: QualityResult): void;
  reject(error: Error): void;
  onStage?(stage: WorkerStage): void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

const abortError = () => new DOMException("Cancelled", "AbortError");

/** Starts the worker on first use, so the codecs load only when someone opens the Quality tab and drops a file. */
function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./quality.worker.ts", import.meta.url), { type: "module", name: "quality" });
  started.addEventListener("message", (event: MessageEvent<QualityResponse>) => {
    const response = event.data;
    const entry = pending.get(response.id);
    if (!entry) return;
    if (response.kind === "stage") {
      entry.onStage?.(response.stage);
      return;
    }
    pending.delete(response.id);
    if (response.ok) entry.resolve(response.result);
    else entry.reject(new QualityWorkerError(response.error, response.code));
  });
  started.addEventListener("error", (event) => {
    // A worker that failed to load or crashed is dropped, so the next file starts a fresh one.
    for (const entry of pending.values()) entry.reject(new Error(event.message || "The quality analyser stopped"));
    pending.clear();
    started.terminate();
    if (worker === started) worker = undefined;
  });
  worker = started;
  return started;
}

/**
 * Queues one job. A job cannot be interrupted inside the worker (the pipeline's passes are synchronous),
 * so aborting rejects at once and the late answer is ignored.
 */
function call(
  op: QualityRequest["op"],
  name: string,
  bytes: Uint8Array,
  onStage?: (stage: WorkerStage) => void,
  signal?: AbortSignal,
): Promise<QualityResult> {
  if (signal?.aborted) return Promise.reject(abortError());
  const id = nextId++;
  const copy = bytes.slice();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onStage });
    signal?.addEventListener(
      "abort",
      () => {
        if (pending.delete(id)) reject(abortError());
      },
      { once: true },
    );
    getWorker().postMessage({ id, op, name, bytes: copy } satisfies QualityRequest, [copy.buffer]);
  });
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
