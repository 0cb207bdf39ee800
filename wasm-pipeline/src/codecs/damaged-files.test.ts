import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { scrambledPng } from "../testing/scrambled-png.js";
import { ImageDecodeError } from "./decode-error.js";
import { fromBase64, tinyJpegBase64 } from "./decode-fixtures.js";
import { decodeImage } from "./decode-image.js";
import { writeBmp, writePng, writeTga, writeTiff } from "./fixture-writers.js";
import { GifWriter } from "./omggif.js";

beforeAll(() => initNodeCodecs());

/**
 * What a person must never read about a file they picked: a codec's or the runtime's own words. These
 * reached the job's failure reason, Validate Only, the Quality tab and the upload refusals before
 * ("PNG data could not be decoded (`unwrap_throw` failed)", "TIFF directory could not be read (Invalid
 * array length)", "GIF structure could not be read (Unknown gif block: 0x55)", "([object Object])").
 */
const internals =
  /unwrap|panic|RuntimeError|TypeError|RangeError|undefined|null|NaN|out of bounds|\[object|Invalid array|Unknown gif|graphics extension|wasm/i;

const pattern = (width: number, height: number) =>
  Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 53 + 11) % 256);

function gif(width: number, height: number): Uint8Array {
  const buffer = new Uint8Array(8192);
  const writer = new GifWriter(buffer, width, height, { palette: [0xff0000, 0x00ff00, 0x0000ff, 0xffffff], loop: 0 });
  for (let frame = 0; frame < 2; frame++) {
    const pixels = Array.from({ length: width * height }, (_, i) => (i * 7 + frame) % 4);
    writer.addFrame(0, 0, width, height, pixels, { delay: 5 });
  }
  return buffer.slice(0, writer.end());
}

async function fixtures(): Promise<Record<string, Uint8Array>> {
  const rows = (width: number, height: number) =>
    Array.from({ length: height }, (_, y) => pattern(width, 1).map((v) => (v + y * 17) % 256));
  const jpeg = await sharp(Buffer.from(pattern(64, 64)), { raw: { width: 64, height: 64, channels: 4 } })
    .jpeg()
    .toBuffer();
  return {
    // 8x8 takes the TypeScript reader, 128x128 the wasm codec: both must word their failures alike.
    "small.png": writePng({ width: 8, height: 8, bitDepth: 8, colorType: 6, rows: rows(8, 8) }),
    "large.png": writePng({ width: 128, height: 128, bitDepth: 8, colorType: 6, rows: rows(128, 128) }),
    "tiny.jpg": fromBase64(tinyJpegBase64),
    "photo.jpg": new Uint8Array(jpeg),
    "stone.tga": writeTga({ width: 8, height: 8, imageType: 2, depth: 32, descriptor: 0x28, pixels: pattern(8, 8) }),
    "runs.tga": writeTga({
      width: 2,
      height: 2,
      imageType: 10,
      depth: 24,
      descriptor: 0x20,
      pixels: new Uint8Array([0x81, 0, 0, 255, 0x01, 255, 0, 0, 255, 255, 255]),
    }),
    "stone.tiff": writeTiff(8, 8, pattern(8, 8)),
    "stone.bmp": writeBmp({ width: 8, height: 8, bitCount: 32, rows: rows(8, 8) }),
    "fire.gif": gif(16, 16),
  };
}

/** The file cut at several points, and 12 bytes overwritten with 0x00, 0x55 or 0xff at several points. */
function damagedCopies(name: string, bytes: Uint8Array): [string, Uint8Array][] {
  const copies: [string, Uint8Array][] = [];
  for (const share of [0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 0.99]) {
    copies.push([`cut at ${share}`, bytes.slice(0, Math.floor(bytes.length * share))]);
  }
  copies.push(["last byte cut", bytes.slice(0, bytes.length - 1)]);
  // Overwriting a GIF's LZW data can make omggif's code table loop on itself (a hang, not a message):
  // its block structure is damaged here, the pixel data is left to the decoder's own tests.
  const shares = name.endsWith(".gif") ? [0.02, 0.05, 0.1, 0.2, 0.3] : [0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9];
  for (const share of shares) {
    for (const fill of [0x00, 0x55, 0xff]) {
      const copy = bytes.slice();
      const at = Math.floor(bytes.length * share);
      copy.fill(fill, at, Math.min(copy.length, at + 12));
      copies.push([`0x${fill.toString(16)} at ${share}`, copy]);
    }
  }
  return copies;
}

describe("a damaged image of any format is described in plain words", () => {
  it("names the file and the problem, without a codec's internals, for every cut or overwritten copy", async () => {
    const failures = new Map<string, Set<string>>();
    for (const [name, bytes] of Object.entries(await fixtures())) {
      const seen = new Set<string>();
      for (const [damage, copy] of damagedCopies(name, bytes)) {
        const outcome = await decodeImage(copy, { filename: name }).catch((error: unknown) => error);
        if (!(outcome instanceof Error)) continue; // some damage leaves a picture that still decodes
        expect(outcome, `${name}, ${damage}`).toBeInstanceOf(ImageDecodeError);
        const message = outcome.message;
        expect(message.startsWith(`${name}: `), `${name}, ${damage}: ${message}`).toBe(true);
        expect(message, `${name}, ${damage}`).not.toMatch(internals);
        expect(message, `${name}, ${damage}`).toMatch(/^[\x20-\x7e]+$/);
        seen.add((outcome as ImageDecodeError).code);
      }
      failures.set(name, seen);
    }
    // Every format was really damaged by something: no fixture slipped through undamaged.
    for (const [name, codes] of failures) expect(codes.size, name).toBeGreaterThan(0);
    // Each format has a copy cut short that it calls truncated.
    for (const name of ["small.png", "large.png", "photo.jpg", "stone.tga", "stone.tiff", "stone.bmp", "fire.gif"]) {
      expect(failures.get(name), name).toContain("truncated");
    }
  });

  it("keeps the codec's reason as the cause of a PNG or JPEG whose data is scrambled", async () => {
    const all = await fixtures();
    const pngError = (await decodeImage(scrambledPng(), { filename: "stone.png" }).catch(
      (e: unknown) => e,
    )) as ImageDecodeError;
    expect(pngError.code).toBe("corrupt");
    expect(pngError.message).toBe("stone.png: its pixel data cannot be read");
    expect(String((pngError.cause as Error).message)).toMatch(/unwrap_throw/);

    const jpeg = all["photo.jpg"]!.slice();
    jpeg.fill(0xff, Math.floor(jpeg.length * 0.7), Math.floor(jpeg.length * 0.7) + 12);
    const jpegError = (await decodeImage(jpeg, { filename: "photo.jpg" }).catch((e: unknown) => e)) as ImageDecodeError;
    expect(jpegError.code).toBe("corrupt");
    expect(jpegError.message).toBe("photo.jpg: its pixel data cannot be read");
    expect(jpegError.cause).toBeDefined();
  });

  it("says a TIFF whose directory is scrambled cannot be read, with the directory's problem only as the cause", async () => {
    const tiff = (await fixtures())["stone.tiff"]!.slice();
    const at = Math.floor(tiff.length * 0.05);
    tiff.fill(0x55, at, at + 12);
    const error = (await decodeImage(tiff, { filename: "stone.tiff" }).catch((e: unknown) => e)) as ImageDecodeError;
    expect(error.message).toBe("stone.tiff: TIFF directory cannot be read");
    // The count 0x55555555 is refused before utif2 sees it (it spent 9 s on it, and 40 s on 0xffffffff).
    expect((error.cause as Error).message).toMatch(
      /^tag \d+ declares 1431655765 values of \d bytes in a \d+-byte file$/,
    );
  });
});
