import { u16be } from "./byte-reader.js";
import { fail } from "./decode-error.js";

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Width and height from the first start-of-frame marker, read without decoding any scan data. */
export function readJpegSize(bytes: Uint8Array): { width: number; height: number } {
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length) fail("truncated", "JPEG ends before its frame header");
    if (bytes[at] !== 0xff) fail("corrupt", `JPEG marker expected at byte ${at}`);
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = u16be(bytes, at + 2);
    // SOF0..SOF15 carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    }
    if (marker === 0xda || marker === 0xd9) fail("corrupt", "JPEG has no frame header before its scan data");
    at += 2 + length;
  }
}

/** A complete JPEG ends with EOI (trailing padding after it is allowed); without it the file was cut short. */
export function jpegHasEnd(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 2; i >= 2; i--) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  }
  return false;
}
