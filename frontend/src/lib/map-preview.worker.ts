import { decodeImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import type { MapPreviewRequest, MapPreviewResponse } from "./map-preview-protocol";

/** The worker's global, typed by hand: the frontend compiles against the DOM library, not WebWorker. */
const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<MapPreviewRequest>) => void): void;
  postMessage(message: MapPreviewResponse, transfer?: Transferable[]): void;
};

/**
 * Decodes with the pipeline (a 2D canvas would premultiply, and RGB under alpha 0 would be lost), sets
 * every alpha to 255 when asked, and encodes a PNG the page can show in an `<img>`.
 */
scope.addEventListener("message", async (event) => {
  const { id, name, bytes, opaque } = event.data;
  try {
    await initBrowserCodecs();
    const image = await decodeImage(bytes, { filename: name });
    const data = opaque ? image.data.slice() : image.data;
    if (opaque) for (let i = 3; i < data.length; i += 4) data[i] = 255;
    const png = await encodePng({ width: image.width, height: image.height, data });
    scope.postMessage({ id, ok: true, png }, [png.buffer]);
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
