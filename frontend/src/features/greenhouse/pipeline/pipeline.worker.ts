/// <reference lib="webworker" />
import {
  type AdvancedProcessing,
  blobSource,
  type ConversionInput,
  type ConversionSettings,
  convertPack,
  decodeImage,
  generateMaterial,
  ownArchiveLimits,
  type ProcessingStatus,
  readCentralDirectory,
  readEntry,
} from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import { blobSink } from "../../../lib/blob-sink";
import type { LocalConversion, PipelineRequest, PipelineResponse, PipelineResult } from "./protocol";
import { failureResponse } from "./replies";

// The one worker that owns pixel work for the workspace: decoding, material generation and whole
// conversions stay off the main thread and never touch a canvas, so LabPBR bytes are exact.
const controllers = new Map<number, AbortController>();
const scope = self as unknown as DedicatedWorkerGlobalScope;

type Job = Exclude<PipelineRequest, { op: "cancel" }>;

/** Runs convertPack into a Blob, forwarding its progress to the page. */
async function convert(
  id: number,
  input: ConversionInput,
  settings: ConversionSettings,
  advanced: AdvancedProcessing | undefined,
  signal: AbortSignal,
): Promise<LocalConversion> {
  await initBrowserCodecs();
  const out = blobSink();
  let last: ProcessingStatus | undefined;
  const result = await convertPack(input, settings, {
    sink: out.sink,
    signal,
    ...(advanced ? { advanced } : {}),
    onProgress: (status) => {
      last = status;
      scope.postMessage({ id, kind: "progress", status } satisfies PipelineResponse);
    },
  });
  const status: ProcessingStatus = last ?? {
    currentTask: "Done",
    logs: [],
    imagesProcessed: result.summary.imagesProcessed,
    totalImages: result.summary.materials,
    texturesGenerated: result.summary.texturesGenerated,
    elapsedTime: result.summary.elapsedTime,
  };
  return { zip: out.blob(), files: result.files, status };
}

/**
 * The named entries of a zip, read by ranges: its central directory, then those entries alone. Opening
 * one texture of a converted 200 MB pack used to copy the whole zip to this worker and scan all of it.
 */
async function zipEntries(zip: Blob, paths: readonly string[]): Promise<Record<string, Uint8Array>> {
  const source = blobSource(zip);
  const wanted = new Set(paths);
  const entries: Record<string, Uint8Array> = {};
  for (const entry of await readCentralDirectory(source, ownArchiveLimits)) {
    if (wanted.has(entry.name)) entries[entry.name] = await readEntry(source, entry);
  }
  return entries;
}

async function run(request: Job, signal: AbortSignal): Promise<PipelineResult> {
  switch (request.op) {
    case "decode": {
      await initBrowserCodecs();
      return { op: "decode", image: await decodeImage(request.bytes, { filename: request.filename }) };
    }
    case "material": {
      await initBrowserCodecs();
      const albedo = await decodeImage(request.bytes, { filename: request.filename });
      const material = generateMaterial(albedo, request.settings, { name: request.filename });
      return { op: "material", material };
    }
    case "convert": {
      const isZip = request.filename.toLowerCase().endsWith(".zip");
      const { filename: name, file, mcmeta } = request;
      // A pack is read by ranges, entry by entry. An image with its mcmeta is one animated texture:
      // convertPack splits its frames and copies the mcmeta to `_n`/`_s`.
      const input = isZip
        ? blobSource(file)
        : { name, bytes: new Uint8Array(await file.arrayBuffer()), ...(mcmeta ? { mcmeta } : {}) };
      return {
        op: "convert",
        conversion: await convert(request.id, input, request.settings, request.advanced, signal),
      };
    }
    case "convert-sequence":
      // An array is a sequence to convertPack: one strip with its animation mcmeta.
      return {
        op: "convert",
        conversion: await convert(request.id, request.frames, request.settings, request.advanced, signal),
      };
    case "unzip":
      return { op: "unzip", entries: await zipEntries(request.zip, request.paths) };
  }
}

function transferables(result: PipelineResult): Transferable[] {
  switch (result.op) {
    case "decode":
      return [result.image.data.buffer];
    case "material":
      return [
        result.material.baseColor.data.buffer,
        result.material.normal.data.buffer,
        result.material.specular.data.buffer,
      ];
    case "convert":
      // A Blob is passed by reference.
      return [];
    case "unzip":
      return Object.values(result.entries).map((bytes) => bytes.buffer);
  }
}

scope.onmessage = async (event: MessageEvent<PipelineRequest>) => {
  const request = event.data;
  if (request.op === "cancel") {
    controllers.get(request.id)?.abort();
    return;
  }
  const controller = new AbortController();
  controllers.set(request.id, controller);
  let response: PipelineResponse;
  let transfer: Transferable[] = [];
  try {
    const result = await run(request, controller.signal);
    response = { id: request.id, kind: "done", ok: true, result };
    transfer = transferables(result);
  } catch (error) {
    response = failureResponse(request.id, error, controller.signal.aborted);
  }
  controllers.delete(request.id);
  scope.postMessage(response, transfer);
};
