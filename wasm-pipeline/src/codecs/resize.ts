import resizeWasm, { initResize as initResizeWasm } from "@jsquash/resize";
import type { RawImage } from "../types.js";
import type { WasmSource } from "./modules.js";
import { wholeBuffer } from "./whole-buffer.js";

let ready: Promise<unknown> | undefined;

/** Initialises the resize codec once; later calls reuse the first initialisation. */
export function initResize(module?: WasmSource): Promise<unknown> {
  ready ??= initResizeWasm(module as never);
  return ready;
}

/** The resampling filters of @jsquash/resize that the pipeline uses. */
export type ResampleFilter = "triangle" | "catrom" | "lanczos3";

/**
 * Resamples an RGBA8 image with a separable filter. Alpha is not premultiplied and values are not
 * linearised: texture channels are data (normals, F0, height), not display colour.
 */
export async function resampleImage(
  image: RawImage,
  width: number,
  height: number,
  filter: ResampleFilter,
): Promise<RawImage> {
  await initResize();
  // The wasm reads the input buffer whole, so a view into a larger buffer is copied first.
  const data = new Uint8ClampedArray(wholeBuffer(image.data));
  const output = await resizeWasm({ width: image.width, height: image.height, data } as never, {
    width,
    height,
    method: filter,
    fitMethod: "stretch",
    premultiply: false,
    linearRGB: false,
  });
  const result = output as unknown as RawImage;
  return {
    width,
    height,
    data: new Uint8ClampedArray(result.data.buffer, result.data.byteOffset, result.data.byteLength),
  };
}
