import { zlibSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { createRawImage } from "../types.js";
import { isImpossiblySmall, minimumEncodedBytes } from "./encoded-size.js";
import { encodePng } from "./png.js";

beforeAll(() => initNodeCodecs());

/** A PNG signature and IHDR declaring a size, bit depth and colour type, followed by `rest`. */
function pngHead(width: number, height: number, bitDepth: number, colorType: number, rest = 0): Uint8Array {
  const bytes = new Uint8Array(33 + rest);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes[24] = bitDepth;
  bytes[25] = colorType;
  return bytes;
}

describe("minimumEncodedBytes", () => {
  it("bounds a PNG by its rows over deflate's 1032:1", () => {
    // RGBA 8 bit: 4096 rows of 1 + 16384 bytes.
    expect(minimumEncodedBytes(pngHead(4096, 4096, 8, 6), 4096, 4096)).toBe(Math.floor((4096 * 16385) / 1032));
    // Grey 1 bit: 8192 rows of 1 + 1024 bytes.
    expect(minimumEncodedBytes(pngHead(8192, 8192, 1, 0), 8192, 8192)).toBe(Math.floor((8192 * 1025) / 1032));
  });

  it("refuses a 107-byte PNG declaring 4096x4096 or 8192x8192, in any colour type", () => {
    for (const side of [4096, 8192]) {
      for (const [depth, type] of [
        [8, 6],
        [8, 2],
        [1, 0],
        [1, 3],
      ] as const) {
        expect(isImpossiblySmall(pngHead(side, side, depth, type, 74), side, side), `${side} ${depth}/${type}`).toBe(
          true,
        );
      }
    }
  });

  it("accepts real files: a uniform image deflated as hard as zlib can and the codec's own PNG", async () => {
    const side = 2048;
    const rows = new Uint8Array(side * (1 + side * 4));
    const idat = zlibSync(rows, { level: 9 });
    const deflated = pngHead(side, side, 8, 6, idat.length);
    deflated.set(idat, 33);
    expect(isImpossiblySmall(deflated, side, side)).toBe(false);
    const flat = await encodePng(createRawImage(side, side));
    expect(flat.length).toBeGreaterThanOrEqual(minimumEncodedBytes(flat, side, side));
    expect(isImpossiblySmall(flat, side, side)).toBe(false);
  });

  it("gives other formats a floor of one bit per pixel over 4096", () => {
    const jpeg = Uint8Array.of(0xff, 0xd8, 0xff);
    expect(minimumEncodedBytes(jpeg, 4096, 4096)).toBe(512);
    expect(isImpossiblySmall(jpeg, 4096, 4096)).toBe(true);
    expect(isImpossiblySmall(jpeg, 16, 16)).toBe(false);
  });
});
