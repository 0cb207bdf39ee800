export { initCodecs } from "./codecs/init.js";
export type { CodecModules, WasmSource } from "./codecs/modules.js";
export { decodePng, encodePng } from "./codecs/png.js";
export { createRawImage, type RawImage } from "./types.js";
