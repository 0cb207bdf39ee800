import type { RawImage } from "@greenhouse/wasm-pipeline";
import type { PipelineRequest, PipelineResponse, PipelineResult } from "./protocol";

type Pending = { resolve: (result: PipelineResult) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Starts the pipeline worker on first use, so pages that never preview never load the codecs. */
function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./pipeline.worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<PipelineResponse>) => {
    const response = event.data;
    const entry = pending.get(response.id);
    if (!entry) return;
    pending.delete(response.id);
    if (response.ok) entry.resolve(response.result);
    else entry.reject(new Error(response.error));
  };
  worker.onerror = (event) => {
    for (const entry of pending.values()) entry.reject(new Error(event.message || "The pipeline worker failed"));
    pending.clear();
  };
  return worker;
}

type Job = Exclude<PipelineRequest, { op: "cancel" }>;
type JobBody<T extends Job> = T extends unknown ? Omit<T, "id"> : never;

function call(body: JobBody<Job>, transfer: Transferable[], signal?: AbortSignal): Promise<PipelineResult> {
  if (signal?.aborted) return Promise.reject(new DOMException("Cancelled", "AbortError"));
  const id = nextId++;
  const target = getWorker();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    signal?.addEventListener(
      "abort",
      () => {
        if (!pending.delete(id)) return;
        target.postMessage({ id, op: "cancel" } satisfies PipelineRequest);
        reject(new DOMException("Cancelled", "AbortError"));
      },
      { once: true },
    );
    target.postMessage({ ...body, id } as PipelineRequest, transfer);
  });
}

/** Decodes image bytes in the worker with the shared pipeline (exact stored values, no canvas). */
export async function decodeInWorker(bytes: Uint8Array, filename: string, signal?: AbortSignal): Promise<RawImage> {
  const copy = bytes.slice();
  const result = await call({ op: "decode", bytes: copy, filename }, [copy.buffer], signal);
  if (result.op !== "decode") throw new Error("Unexpected worker reply");
  return result.image;
}

/** Extracts the named entries of a zip in the worker. */
export async function unzipInWorker(
  bytes: Uint8Array,
  paths: string[],
  signal?: AbortSignal,
): Promise<Record<string, Uint8Array>> {
  const result = await call({ op: "unzip", bytes, paths }, [], signal);
  if (result.op !== "unzip") throw new Error("Unexpected worker reply");
  return result.entries;
}
