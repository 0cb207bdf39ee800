import { strToU8 } from "fflate";
import { crc32 } from "../zip/crc32.js";

/** `png` with a tEXt chunk after IHDR: metadata that lossless compression strips. */
export function withPngComment(png: Uint8Array, comment: string): Uint8Array {
  const body = strToU8(`tEXtComment\0${comment}`);
  const chunk = new Uint8Array(12 + body.length - 4);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length - 4);
  chunk.set(body, 4);
  view.setUint32(chunk.length - 4, crc32(body));
  const ihdrEnd = 8 + 25;
  return new Uint8Array([...png.subarray(0, ihdrEnd), ...chunk, ...png.subarray(ihdrEnd)]);
}
