// @ts-expect-error plain .wasm imports have no type declarations; wrangler compiles them.
import jpegWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
// @ts-expect-error wasm-bindgen ships a *_bg.wasm.d.ts without a default export; wrangler compiles it.
import pngWasm from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
import { initCodecs } from "../codecs/init.js";

let ready: Promise<void> | undefined;

/** workerd cannot compile wasm at run time, so the bundler's precompiled modules are passed in. */
export function initWorkerCodecs(): Promise<void> {
  ready ??= initCodecs({ png: pngWasm as WebAssembly.Module, jpeg: jpegWasm as WebAssembly.Module });
  return ready;
}
