import type { ConversionSettings, ProcessingStatus, RawImage } from "@greenhouse/wasm-pipeline";
import type { LocalConversion, LocalMaterial, PipelineRequest, PipelineResponse, PipelineResult } from "./protocol";

interface Pending {
  resolve(result: PipelineResult): void;
  reject(error: Error): void;
  onProgress?(status: ProcessingStatus): void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

const abortError = () => new DOMException("Cancelled", "AbortError");

/** Starts the pipeline worker on first use, so pages that never preview never load the codecs. */
function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./pipeline.worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<PipelineResponse>) => {
    const response = event.data;
    const entry = pending.get(response.id);
    if (!entry) return;
    if (response.kind === "progress") {
      entry.onProgress?.(response.status);
      return;
    }
    pending.delete(response.id);
    if (response.ok) entry.resolve(response.result);
    else entry.reject(response.aborted ? abortError() : new Error(response.error));
  };
  worker.onerror = (event) => {
    for (const entry of pending.values()) entry.reject(new Error(event.message || "The pipeline worker failed"));
    pending.clear();
  };
  return worker;
}

type Job = Exclude<PipelineRequest, { op: "cancel" }>;
type JobBody<T extends Job> = T extends unknown ? Omit<T, "id"> : never;

/** Queues one job in the worker; aborting the signal cancels it there and rejects at once. */
function call(
  body: JobBody<Job>,
  transfer: Transferable[],
  signal?: AbortSignal,
  onProgress?: (status: ProcessingStatus) => void,
): Promise<PipelineResult> {
  if (signal?.aborted) return Promise.reject(abortError());
  const id = nextId++;
  const target = getWorker();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    signal?.addEventListener(
      "abort",
      () => {
        if (!pending.delete(id)) return;
        target.postMessage({ id, op: "cancel" } satisfies PipelineRequest);
        reject(abortError());
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

/** Generates the LabPBR material of one albedo texture in the worker (for the live preview). */
export async function materialInWorker(
  bytes: Uint8Array,
  filename: string,
  settings: ConversionSettings,
  signal?: AbortSignal,
): Promise<LocalMaterial> {
  const copy = bytes.slice();
  const result = await call({ op: "material", bytes: copy, filename, settings }, [copy.buffer], signal);
  if (result.op !== "material") throw new Error("Unexpected worker reply");
  return result.material;
}

/** Converts a texture or pack on this device with the same convertPack the server runs. */
export async function convertInWorker(
  bytes: Uint8Array,
  filename: string,
  settings: ConversionSettings,
  options: { signal?: AbortSignal; onProgress?: (status: ProcessingStatus) => void } = {},
): Promise<LocalConversion> {
  const copy = bytes.slice();
  const result = await call(
    { op: "convert", bytes: copy, filename, settings },
    [copy.buffer],
    options.signal,
    options.onProgress,
  );
  if (result.op !== "convert") throw new Error("Unexpected worker reply");
  return result.conversion;
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
