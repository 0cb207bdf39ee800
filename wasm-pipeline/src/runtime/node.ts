import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initCodecs } from "../codecs/init.js";

const require = createRequire(import.meta.url);

let ready: Promise<void> | undefined;

/** Node cannot fetch jSquash's file:// wasm URLs, so the bytes are read from disk and passed in. */
export function initNodeCodecs(): Promise<void> {
  ready ??= (async () => {
    const png = await readFile(require.resolve("@jsquash/png/codec/pkg/squoosh_png_bg.wasm"));
    // The JPEG decoder is emscripten-built and only accepts a compiled module, not bytes.
    const jpeg = await WebAssembly.compile(await readFile(require.resolve("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm")));
    const resize = await readFile(require.resolve("@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm"));
    const oxipng = await readFile(require.resolve("@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm"));
    await initCodecs({ png, jpeg, resize, oxipng });
  })();
  return ready;
}
