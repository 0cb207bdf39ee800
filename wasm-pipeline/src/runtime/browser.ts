import { initCodecs } from "../codecs/init.js";

let ready: Promise<void> | undefined;

/** In the browser jSquash fetches its own wasm files (Vite emits them as assets). */
export function initBrowserCodecs(): Promise<void> {
  ready ??= initCodecs({});
  return ready;
}
