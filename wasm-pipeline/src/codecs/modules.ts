/**
 * A compiled `WebAssembly.Module` or the wasm bytes. Typed as `object` because the pipeline core compiles
 * against ES2022 alone, which has no WebAssembly types: the runtime adapters know the real type.
 */
export type WasmSource = object;

/** The compiled WASM modules (or their bytes) the codecs need, supplied by a runtime adapter. */
export interface CodecModules {
  png?: WasmSource;
  /** Emscripten-built, so a compiled `WebAssembly.Module` (bytes are not accepted). */
  jpeg?: WasmSource;
  resize?: WasmSource;
  oxipng?: WasmSource;
}
