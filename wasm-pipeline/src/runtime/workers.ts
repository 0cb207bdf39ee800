// @ts-expect-error plain .wasm imports have no type declarations; wrangler compiles them.
import jpegWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
// @ts-expect-error wasm-bindgen ships a *_bg.wasm.d.ts without a default export; wrangler compiles it.
import oxipngWasm from "@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm";
// @ts-expect-error wasm-bindgen ships a *_bg.wasm.d.ts without a default export; wrangler compiles it.
import pngWasm from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
// @ts-expect-error wasm-bindgen ships a *_bg.wasm.d.ts without a default export; wrangler compiles it.
import resizeWasm from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm";
import { initCodecs } from "../codecs/init.js";

let ready: Promise<void> | undefined;

/** workerd cannot compile wasm at run time, so the bundler's precompiled modules are passed in. */
export function initWorkerCodecs(): Promise<void> {
  ready ??= initCodecs({
    png: pngWasm as WebAssembly.Module,
    jpeg: jpegWasm as WebAssembly.Module,
    resize: resizeWasm as WebAssembly.Module,
    oxipng: oxipngWasm as WebAssembly.Module,
  });
  return ready;
}
