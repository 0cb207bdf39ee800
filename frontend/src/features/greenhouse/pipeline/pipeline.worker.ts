/// <reference lib="webworker" />
import { decodeImage } from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import { unzipSync } from "fflate";
import type { PipelineRequest, PipelineResponse, PipelineResult } from "./protocol";

// The one worker that owns pixel work for the workspace: decoding stays off the main thread and
// never touches a canvas, so LabPBR channel bytes arrive exactly as stored.
const cancelled = new Set<number>();

async function run(request: Exclude<PipelineRequest, { op: "cancel" }>): Promise<PipelineResult> {
  switch (request.op) {
    case "decode": {
      await initBrowserCodecs();
      return { op: "decode", image: await decodeImage(request.bytes, { filename: request.filename }) };
    }
    case "unzip": {
      const wanted = new Set(request.paths);
      const entries = unzipSync(request.bytes, { filter: (file) => wanted.has(file.name) });
      return { op: "unzip", entries };
    }
  }
}

function transferables(result: PipelineResult): Transferable[] {
  if (result.op === "decode") return [result.image.data.buffer];
  return Object.values(result.entries).map((bytes) => bytes.buffer);
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<PipelineRequest>) => {
  const request = event.data;
  if (request.op === "cancel") {
    cancelled.add(request.id);
    return;
  }
  let response: PipelineResponse;
  let transfer: Transferable[] = [];
  try {
    const result = await run(request);
    response = { id: request.id, ok: true, result };
    transfer = transferables(result);
  } catch (error) {
    response = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (cancelled.delete(request.id)) return;
  scope.postMessage(response, transfer);
};
