import {
  analyzeTextureQuality,
  autoOptimizeTexture,
  decodeImage,
  ImageDecodeError,
  type RawImage,
} from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import type { QualityRequest, QualityResponse, QualityResult, WorkerStage } from "./protocol";

/** The worker's global, typed by hand: the frontend compiles against the DOM library, not WebWorker. */
const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<QualityRequest>) => void): void;
  postMessage(message: QualityResponse, transfer?: Transferable[]): void;
};

// Decoding, measuring and oxipng are all CPU work: here they cannot freeze the page, and the same
// pipeline functions as the CLI and the Worker give the same grades.
async function decode(request: QualityRequest, stage: (stage: WorkerStage) => void): Promise<RawImage> {
  stage("decoding");
  await initBrowserCodecs();
  return decodeImage(request.bytes, { filename: request.name });
}

async function run(request: QualityRequest, stage: (stage: WorkerStage) => void): Promise<QualityResult> {
  const file = { name: request.name, size: request.bytes.byteLength, bytes: request.bytes };
  const image = await decode(request, stage);
  if (request.op === "analyse") {
    stage("measuring");
    return { op: "analyse", texture: { report: analyzeTextureQuality(file, image), image } };
  }
  stage("optimising");
  const optimised = await autoOptimizeTexture(file, image);
  return {
    op: "optimise",
    texture: { name: optimised.name, bytes: optimised.bytes, report: optimised.report, applied: optimised.applied },
  };
}

const transferables = (result: QualityResult): Transferable[] =>
  result.op === "analyse" ? [result.texture.image.data.buffer] : [result.texture.bytes.buffer];

scope.addEventListener("message", async (event) => {
  const request = event.data;
  const stage = (value: WorkerStage) => scope.postMessage({ id: request.id, kind: "stage", stage: value });
  try {
    const result = await run(request, stage);
    scope.postMessage({ id: request.id, kind: "done", ok: true, result }, transferables(result));
  } catch (error) {
    scope.postMessage({
      id: request.id,
      kind: "done",
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      code: error instanceof ImageDecodeError ? error.code : undefined,
    });
  }
});
