/**
 * Fixed inputs shared by the Node and workerd decoding tests, so both runtimes are checked against the
 * same bytes and the same expected pixels.
 */

/** An 8x8 baseline JPEG (quality 90, 4:2:0) written once by libvips from a synthetic pattern. */
export const tinyJpegBase64 =
  "/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAdEAACAgIDAQAAAAAAAAAAAAABAgMEAAUREhMh/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgX/xAAgEQACAQQBBQAAAAAAAAAAAAABAgMABBEhBRIiMUFR/9oADAMBAAIRAxEAPwCG0o1KFDX6GjBraryiMWFksx+Eh6pGylyEQpxKqD4EWKRBx5OF2DGMg3/M3XGw26wY70DHOdltnwR990YbxYIRM8KSNIWJLr1YwcADehX/2Q==";

/** A 4x4 RGBA TIFF with deflate (zlib) compression, written once by libvips; pixel i holds (i * 29) % 256. */
export const deflateTiffBase64 =
  "SUkqACoAAAB4nGOQtQovQQIX3nKpI/MX7L31HZlf0LvqODIfAJ/1HfkAEQAAAQMAAQAAAAQAAAABAQMAAQAAAAQAAAACAQMABAAAAAwBAAADAQMAAQAAAAgAAAAGAQMAAQAAAAIAAAARAQQAAQAAAAgAAAASAQMAAQAAAAEAAAAVAQMAAQAAAAQAAAAWAQMAAQAAAAABAAAXAQQAAQAAACEAAAAaAQUAAQAAAPwAAAAbAQUAAQAAAAQBAAAcAQMAAQAAAAEAAAAoAQMAAQAAAAIAAAA9AQMAAQAAAAIAAABSAQMAAQAAAAIAAABTAQMABAAAABQBAAAAAAAAMzPLAAAACAAzM8sAAAAIAAgACAAIAAgAAQABAAEAAQA=";

export const deflateTiffPixels = Array.from({ length: 64 }, (_, i) => (i * 29) % 256);

export function fromBase64(text: string): Uint8Array {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of clean) {
    value = (value << 6) | alphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
