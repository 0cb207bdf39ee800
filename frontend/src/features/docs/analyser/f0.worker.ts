import { analyzeF0, decodeImage } from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import type { F0Request, F0Response } from "./f0-messages";

/** The worker's global, typed by hand: the frontend compiles against the DOM library, not WebWorker. */
const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<F0Request>) => void): void;
  postMessage(message: F0Response): void;
};

/**
 * The analyser's own thread: decoding and counting pixels never blocks the page. Every format goes
 * through the pipeline's decoder, never a 2D canvas, so `_s` channel values stay exact (a canvas would
 * premultiply alpha and change RGB under emission alpha).
 */
scope.addEventListener("message", async (event) => {
  const { id, file, albedo } = event.data;
  let reply: F0Response;
  try {
    await initBrowserCodecs();
    const image = await decodeImage(new Uint8Array(await file.arrayBuffer()), { filename: file.name });
    const colour = albedo && (await decodeImage(new Uint8Array(await albedo.arrayBuffer()), { filename: albedo.name }));
    const analysis = analyzeF0(image, colour ? { albedo: colour } : {});
    reply = { id, ok: true, analysis, width: image.width, height: image.height };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
});
