import type { AdvancedProcessing, ConversionSettings, ProcessingStatus, RawImage } from "@greenhouse/wasm-pipeline";
import { type RequestBody, WorkerClient } from "../../../lib/worker-client";
import type {
  LocalConversion,
  LocalMaterial,
  PipelineRequest,
  PipelineResponse,
  PipelineResult,
  SequenceFrame,
} from "./protocol";
import { readResponse } from "./replies";

type Job = Exclude<PipelineRequest, { op: "cancel" }>;

/** The pipeline worker, started on first use so pages that never preview never load the codecs. */
const client = new WorkerClient<Job, PipelineResponse, PipelineResult, ProcessingStatus>({
  start: () => new Worker(new URL("./pipeline.worker.ts", import.meta.url), { type: "module" }),
  read: readResponse,
  cancel: (worker, id) => worker.postMessage({ id, op: "cancel" } satisfies PipelineRequest),
  crashMessage: "The pipeline worker failed",
});

/** Queues one job in the worker; aborting the signal cancels it there and rejects at once. */
function call(
  body: RequestBody<Job>,
  transfer: Transferable[],
  signal?: AbortSignal,
  onProgress?: (status: ProcessingStatus) => void,
): Promise<PipelineResult> {
  return client.call(body, transfer, { signal, onUpdate: onProgress });
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

export interface LocalConversionOptions {
  signal?: AbortSignal;
  onProgress?: (status: ProcessingStatus) => void;
  /** Resize, compression and CTM split, applied as the server applies them. */
  advanced?: AdvancedProcessing;
}

/** What `convertInWorker` converts besides the run's options. */
export interface TextureConversionOptions extends LocalConversionOptions {
  /** The texture's animation (`<filename>.mcmeta`), so its maps are generated per frame and animate too. */
  mcmeta?: Uint8Array;
}

/**
 * Converts a texture (with its animation, when given) or a pack on this device with the same
 * convertPack the server runs. `file` goes to the worker as it is (a File is a Blob), not read here.
 */
export async function convertInWorker(
  file: Blob,
  filename: string,
  settings: ConversionSettings,
  options: TextureConversionOptions = {},
): Promise<LocalConversion> {
  const mcmeta = options.mcmeta?.slice();
  const result = await call(
    {
      op: "convert",
      file,
      filename,
      settings,
      ...(mcmeta ? { mcmeta } : {}),
      ...(options.advanced ? { advanced: options.advanced } : {}),
    },
    mcmeta ? [mcmeta.buffer] : [],
    options.signal,
    options.onProgress,
  );
  if (result.op !== "convert") throw new Error("Unexpected worker reply");
  return result.conversion;
}

/**
 * Converts the frames of an image sequence on this device: `convertPack` orders them by name and
 * stacks them into one animated strip with `_n`, `_s` and their `.mcmeta`s.
 */
export async function convertSequenceInWorker(
  frames: readonly SequenceFrame[],
  settings: ConversionSettings,
  options: LocalConversionOptions = {},
): Promise<LocalConversion> {
  const copies = frames.map((frame) => ({ name: frame.name, bytes: frame.bytes.slice() }));
  const result = await call(
    { op: "convert-sequence", frames: copies, settings, ...(options.advanced ? { advanced: options.advanced } : {}) },
    copies.map((frame) => frame.bytes.buffer),
    options.signal,
    options.onProgress,
  );
  if (result.op !== "convert") throw new Error("Unexpected worker reply");
  return result.conversion;
}

/** Reads the named entries of a zip in the worker, by ranges (entries it lacks are left out). */
export async function unzipInWorker(
  zip: Blob,
  paths: string[],
  signal?: AbortSignal,
): Promise<Record<string, Uint8Array>> {
  const result = await call({ op: "unzip", zip, paths }, [], signal);
  if (result.op !== "unzip") throw new Error("Unexpected worker reply");
  return result.entries;
}
