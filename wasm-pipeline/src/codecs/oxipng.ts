import optimiseWasm, { init as initOxipngWasm } from "@jsquash/oxipng/optimise.js";
import type { WasmSource } from "./modules.js";

let ready: Promise<unknown> | undefined;

/** Initialises the oxipng optimiser once (single-threaded build); later calls reuse it. */
export function initOxipng(module?: WasmSource): Promise<unknown> {
  ready ??= initOxipngWasm(module as never);
  return ready;
}

/** Losslessly re-compresses PNG bytes with oxipng at `level` 0..6; pixels are unchanged. */
export async function optimisePng(png: Uint8Array, level: number): Promise<Uint8Array> {
  if (!Number.isInteger(level) || level < 0 || level > 6) {
    throw new RangeError(`oxipng level must be an integer 0..6, got ${level}`);
  }
  await initOxipng();
  // Always a fresh copy (the optimiser may take the buffer); the prototype's slice copies even a Node Buffer.
  const output = await optimiseWasm(Uint8Array.prototype.slice.call(png).buffer as ArrayBuffer, {
    level,
    interlace: false,
    optimiseAlpha: false,
  });
  return new Uint8Array(output);
}
