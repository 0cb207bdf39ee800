import decodeJpegWasm, { init as initJpegDecoder } from "@jsquash/jpeg/decode.js";
import type { RawImage } from "../types.js";
import type { WasmSource } from "./modules.js";
import { wholeBuffer } from "./whole-buffer.js";

let ready: Promise<void> | undefined;

/**
 * Initialises the JPEG decoder once. The decoder is emscripten-built, so `module` must be a compiled
 * `WebAssembly.Module` (not bytes); without one (the browser) it fetches its own wasm.
 */
export function initJpeg(module?: WasmSource): Promise<void> {
  ready ??= module ? initJpegDecoder(module as never) : initJpegDecoder();
  return ready;
}

/** Decodes JPEG bytes into raw RGBA8 values; EXIF orientation and ICC profiles are ignored on purpose. */
export async function decodeJpeg(bytes: Uint8Array): Promise<RawImage> {
  await initJpeg();
  const image = await decodeJpegWasm(wholeBuffer(bytes), { preserveOrientation: false });
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data.buffer) };
}
