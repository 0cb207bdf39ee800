import { writePng } from "../codecs/fixture-writers.js";

/**
 * A 128x128 RGBA PNG whose signature and IHDR are those of a real file, but whose
 * compressed pixel data has 12 bytes zeroed: every check on its header passes (uploads accept it), and
 * only decoding fails, inside the wasm codec (a Rust panic, "`unwrap_throw` failed"). Large enough not
 * to take the TypeScript reader that small PNGs take.
 */
export function scrambledPng(): Uint8Array {
  const rows = Array.from({ length: 128 }, (_, y) => Uint8Array.from({ length: 512 }, (_, i) => (i * y) % 256));
  const png = writePng({ width: 128, height: 128, bitDepth: 8, colorType: 6, rows });
  // IDAT's data starts at byte 41 (8 signature + 25 IHDR + 8 chunk header): 60-71 is inside the stream.
  png.fill(0, 60, 72);
  return png;
}
