import { decode as decodePngWasm, init as initPngDecoder } from "@jsquash/png/decode.js";
import encodePngWasm, { init as initPngEncoder } from "@jsquash/png/encode.js";
import type { RawImage } from "../types.js";
import type { WasmSource } from "./modules.js";
import { decodeSmallPng } from "./small-png.js";
import { wholeBuffer } from "./whole-buffer.js";

let ready: Promise<unknown> | undefined;

/** Initialises the PNG codec once; later calls reuse the first initialisation. */
export function initPng(module?: WasmSource): Promise<unknown> {
  // Decoder and encoder share one wasm instance, so both are initialised from the same module.
  ready ??= Promise.all([initPngDecoder(module as never), initPngEncoder(module as never)]);
  return ready;
}

/** Decodes PNG bytes into raw RGBA8 values (no colour management is ever applied). */
export async function decodePng(bytes: Uint8Array): Promise<RawImage> {
  const small = decodeSmallPng(bytes);
  if (small) return small;
  await initPng();
  // The decoder copies the buffer into wasm memory and leaves it untouched, so a view that spans its
  // buffer (every zip entry and file read does) is passed without a copy.
  const image = await decodePngWasm(wholeBuffer(bytes));
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data.buffer) };
}

/** Encodes an RGBA8 image as a PNG file. */
export async function encodePng(image: RawImage): Promise<Uint8Array> {
  await initPng();
  const encoded = await encodePngWasm({
    width: image.width,
    height: image.height,
    // The encoder reads `data.buffer` from its start: a view into a larger buffer must be copied first.
    data: new Uint8ClampedArray(wholeBuffer(image.data)),
    colorSpace: "srgb",
  } as ImageDataLike as never);
  return new Uint8Array(encoded);
}

interface ImageDataLike {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  colorSpace: "srgb";
}
