import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { ImageDecodeError } from "./decode-error.js";
import { decodeImage, readImageHeader } from "./decode-image.js";
import { writeBmp, writeTga, writeTiff } from "./fixture-writers.js";

beforeAll(() => initNodeCodecs());

const pixels = (image: { data: Uint8ClampedArray }) => Array.from(image.data);

// The expected 2x2 image for every fixture below: red, green / blue, half-transparent white.
const expected = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128];

describe("TGA", () => {
  // BGRA pixels, top row first.
  const topDown = new Uint8Array([0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 255, 255, 255, 128]);

  it("reads 32-bit true colour, top-left origin", async () => {
    const tga = writeTga({ width: 2, height: 2, imageType: 2, depth: 32, descriptor: 0x28, pixels: topDown });
    expect(readImageHeader(tga)).toEqual({ format: "tga", width: 2, height: 2 });
    expect(pixels(await decodeImage(tga))).toEqual(expected);
  });

  it("reads bottom-up rows (the default origin)", async () => {
    const bottomUp = new Uint8Array([...topDown.subarray(8), ...topDown.subarray(0, 8)]);
    const tga = writeTga({ width: 2, height: 2, imageType: 2, depth: 32, descriptor: 0x08, pixels: bottomUp });
    expect(pixels(await decodeImage(tga))).toEqual(expected);
  });

  it("reads RLE true colour with a repeated and a raw packet", async () => {
    // Run of 2 red, then 2 raw pixels: blue, white.
    const rle = new Uint8Array([0x81, 0, 0, 255, 0x01, 255, 0, 0, 255, 255, 255]);
    const tga = writeTga({ width: 2, height: 2, imageType: 10, depth: 24, descriptor: 0x20, pixels: rle });
    expect(pixels(await decodeImage(tga))).toEqual([
      255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
    ]);
  });

  it("reads colour-mapped and greyscale images", async () => {
    const mapped = writeTga({
      width: 2,
      height: 1,
      imageType: 1,
      depth: 8,
      descriptor: 0x20,
      pixels: new Uint8Array([1, 0]),
      colorMap: { depth: 24, entries: new Uint8Array([255, 0, 0, 0, 0, 255]) },
    });
    expect(pixels(await decodeImage(mapped))).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    const grey = writeTga({
      width: 2,
      height: 1,
      imageType: 3,
      depth: 8,
      descriptor: 0x20,
      pixels: new Uint8Array([7, 200]),
    });
    expect(pixels(await decodeImage(grey))).toEqual([7, 7, 7, 255, 200, 200, 200, 255]);
  });

  it("treats 32-bit pixels as opaque when the header declares no alpha bits", async () => {
    const tga = writeTga({
      width: 1,
      height: 1,
      imageType: 2,
      depth: 32,
      descriptor: 0x20,
      pixels: new Uint8Array([1, 2, 3, 0]),
    });
    expect(pixels(await decodeImage(tga))).toEqual([3, 2, 1, 255]);
  });

  it("reports a TGA cut short as truncated", async () => {
    const tga = writeTga({ width: 2, height: 2, imageType: 2, depth: 32, descriptor: 0x28, pixels: topDown });
    const error = await decodeImage(tga.subarray(0, 30), { filename: "a.tga" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as ImageDecodeError).code).toBe("truncated");
    expect((error as Error).message).toBe("a.tga: file ends after 30 bytes, expected at least 34");
  });
});

describe("BMP", () => {
  it("reads 24-bit bottom-up rows with row padding", async () => {
    const bmp = writeBmp({
      width: 2,
      height: 2,
      bitCount: 24,
      rows: [new Uint8Array([255, 0, 0, 255, 255, 255, 0, 0]), new Uint8Array([0, 0, 255, 0, 255, 0, 0, 0])],
    });
    expect(readImageHeader(bmp)).toEqual({ format: "bmp", width: 2, height: 2 });
    expect(pixels(await decodeImage(bmp))).toEqual([...expected.slice(0, 12), 255, 255, 255, 255]);
  });

  it("reads 32-bit BITFIELDS with an alpha mask", async () => {
    const bgra = (b: number, g: number, r: number, a: number) => [b, g, r, a];
    const bmp = writeBmp({
      width: 2,
      height: 2,
      bitCount: 32,
      masks: [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000],
      rows: [
        new Uint8Array([...bgra(255, 0, 0, 255), ...bgra(255, 255, 255, 128)]),
        new Uint8Array([...bgra(0, 0, 255, 255), ...bgra(0, 255, 0, 255)]),
      ],
    });
    expect(pixels(await decodeImage(bmp))).toEqual(expected);
  });

  it("reads a 4-bit palette image", async () => {
    const palette = new Uint8Array([0, 0, 255, 0, 255, 0, 0, 0]); // BGRX: red, blue
    const bmp = writeBmp({ width: 3, height: 1, bitCount: 4, palette, rows: [new Uint8Array([0x01, 0x00, 0, 0])] });
    expect(pixels(await decodeImage(bmp))).toEqual([255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255]);
  });

  it("refuses RLE compression as unsupported", async () => {
    const bmp = writeBmp({ width: 1, height: 1, bitCount: 8, palette: new Uint8Array(4), rows: [new Uint8Array(4)] });
    new DataView(bmp.buffer).setUint32(30, 1, true);
    const error = (await decodeImage(bmp, { filename: "x.bmp" }).catch((e: unknown) => e)) as ImageDecodeError;
    expect(error.code).toBe("unsupported_format");
    expect(error.message).toBe("x.bmp: BMP compression 1 (RLE or embedded JPEG/PNG) is not supported");
  });
});

describe("TIFF", () => {
  it("reads an uncompressed RGBA TIFF", async () => {
    const tiff = writeTiff(2, 2, new Uint8Array(expected));
    expect(readImageHeader(tiff)).toEqual({ format: "tiff", width: 2, height: 2 });
    expect(pixels(await decodeImage(tiff))).toEqual(expected);
  });

  it("reports a TIFF whose strip data is cut off as truncated", async () => {
    const tiff = writeTiff(64, 64, new Uint8Array(64 * 64 * 4).fill(7));
    const error = (await decodeImage(tiff.subarray(0, 600), { filename: "t.tif" }).catch(
      (e: unknown) => e,
    )) as ImageDecodeError;
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect(error.code).toBe("truncated");
    expect(error.message).toBe("t.tif: TIFF image data ends early (600 bytes)");
  });
});
