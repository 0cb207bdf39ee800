import { readFileSync } from "node:fs";
import { decode as decodeWithWasm } from "@jsquash/png/decode.js";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { crc32 } from "../zip/crc32.js";
import { writePng } from "./fixture-writers.js";
import { pngUpToIend } from "./png-header.js";
import { decodeSmallPng } from "./small-png.js";

beforeAll(() => initNodeCodecs());

/** The wasm codec's RGBA for the same bytes: the reference the TypeScript path must equal exactly. */
async function wasmPixels(bytes: Uint8Array): Promise<number[]> {
  const image = await decodeWithWasm(bytes.slice().buffer);
  return Array.from(image.data);
}

/** Deterministic bytes (a linear congruential generator), so a failure can be reproduced. */
function seededBytes(length: number, seed: number, below = 256): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = (state >>> 24) % below;
  }
  return out;
}

const width = 7; // odd, so sub-byte rows end in a partly used byte
const height = 6;

/** Rows of packed samples for the format; palette indices stay below `paletteSize`. */
function rowsFor(colorType: number, bitDepth: number, seed: number, paletteSize = 1 << bitDepth): Uint8Array[] {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType]!;
  const samplesPerRow = width * channels;
  return Array.from({ length: height }, (_, y) => {
    const samples = seededBytes(samplesPerRow, seed + y, colorType === 3 ? paletteSize : 1 << bitDepth);
    const row = new Uint8Array(Math.ceil((samplesPerRow * bitDepth) / 8));
    samples.forEach((value, i) => {
      const bit = i * bitDepth;
      row[bit >> 3]! |= value << (8 - bitDepth - (bit & 7));
    });
    return row;
  });
}

const formats: { colorType: number; bitDepth: number; trns?: Uint8Array; paletteSize?: number; name: string }[] = [
  ...[1, 2, 4, 8].map((bitDepth) => ({ colorType: 0, bitDepth, name: `grey ${bitDepth}-bit` })),
  ...[1, 2, 4, 8].map((bitDepth) => ({
    colorType: 0,
    bitDepth,
    trns: Uint8Array.of(0, (1 << bitDepth) - 2),
    name: `grey ${bitDepth}-bit with a transparent grey`,
  })),
  { colorType: 2, bitDepth: 8, name: "RGB" },
  { colorType: 4, bitDepth: 8, name: "grey+alpha" },
  { colorType: 6, bitDepth: 8, name: "RGBA" },
  ...[1, 2, 4, 8].map((bitDepth) => ({ colorType: 3, bitDepth, name: `palette ${bitDepth}-bit` })),
  { colorType: 3, bitDepth: 4, trns: Uint8Array.of(0, 128, 255), name: "palette with a tRNS shorter than the palette" },
  { colorType: 3, bitDepth: 8, paletteSize: 5, name: "palette of 5 colours, 8-bit indices" },
];

describe("decodeSmallPng gives exactly the wasm codec's RGBA", () => {
  for (const format of formats) {
    it(`${format.name}, every row filter`, async () => {
      const paletteSize = format.paletteSize ?? 1 << format.bitDepth;
      const rows = rowsFor(format.colorType, format.bitDepth, 7 * format.bitDepth + format.colorType, paletteSize);
      const png = writePng({
        width,
        height,
        bitDepth: format.bitDepth,
        colorType: format.colorType,
        rows,
        filters: [0, 1, 2, 3, 4, 4],
        ...(format.colorType === 3 ? { palette: seededBytes(paletteSize * 3, 99) } : {}),
        ...(format.trns ? { trns: format.trns } : {}),
      });
      const decoded = decodeSmallPng(png);
      expect(decoded).toBeDefined();
      expect(decoded?.width).toBe(width);
      expect(Array.from(decoded?.data ?? [])).toEqual(await wasmPixels(png));
    });
  }

  it("RGB with a transparent colour (tRNS), on a pixel that matches it", async () => {
    const rows = rowsFor(2, 8, 3);
    const trns = Uint8Array.of(0, rows[2]![3]!, 0, rows[2]![4]!, 0, rows[2]![5]!);
    const png = writePng({ width, height, bitDepth: 8, colorType: 2, rows, trns });
    const decoded = decodeSmallPng(png);
    expect(decoded?.data[(2 * width + 1) * 4 + 3]).toBe(0);
    expect(Array.from(decoded?.data ?? [])).toEqual(await wasmPixels(png));
  });

  it("data split over several IDAT chunks, stored (level 0) and fixed-code blocks", async () => {
    for (const options of [
      { idatSize: 5 },
      { level: 0 as const },
      { level: 0 as const, idatSize: 3 },
      { level: 1 as const },
    ]) {
      const png = writePng({
        width,
        height,
        bitDepth: 8,
        colorType: 6,
        rows: rowsFor(6, 8, 11),
        filters: [4, 1],
        ...options,
      });
      expect(Array.from(decodeSmallPng(png)?.data ?? [])).toEqual(await wasmPixels(png));
    }
  });

  it("every small PNG of two real packs (all colour types VoxeLibre holds)", async () => {
    let compared = 0;
    for (const pack of ["pixelperfection-ce.zip", "voxelibre-rp.zip"]) {
      const files = unzipSync(readFileSync(new URL(pack, corpus)), { filter: (file) => file.name.endsWith(".png") });
      for (const [name, bytes] of Object.entries(files)) {
        const png = pngUpToIend(bytes);
        const decoded = decodeSmallPng(png);
        if (!decoded) continue;
        const expected = await decodeWithWasm(png.slice().buffer);
        if (!decoded.data.every((value, i) => value === expected.data[i])) throw new Error(`${pack}: ${name} differs`);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3500);
  });
});

describe("decodeSmallPng leaves the wasm codec whatever it does not handle", () => {
  const rgba = () => writePng({ width, height, bitDepth: 8, colorType: 6, rows: rowsFor(6, 8, 5) });

  it("16-bit samples, interlacing and images over its size limit", () => {
    expect(
      decodeSmallPng(writePng({ width, height, bitDepth: 16, colorType: 0, rows: rowsFor(0, 8, 1) })),
    ).toBeUndefined();
    const interlaced = rgba();
    interlaced[28] = 1;
    expect(decodeSmallPng(interlaced)).toBeUndefined();
    const large = writePng({
      width: 256,
      height: 256,
      bitDepth: 8,
      colorType: 6,
      rows: Array.from({ length: 256 }, () => new Uint8Array(1024)),
    });
    expect(decodeSmallPng(large)).toBeUndefined();
  });

  it("a chunk whose CRC does not match", () => {
    const png = rgba();
    png[png.length - 20]! ^= 1; // inside the IDAT data
    expect(decodeSmallPng(png)).toBeUndefined();
  });

  it("a palette index past the end of the palette", () => {
    const rows = rowsFor(3, 8, 2, 8);
    rows[1]![2] = 8;
    const png = writePng({ width, height, bitDepth: 8, colorType: 3, rows, palette: seededBytes(8 * 3, 1) });
    expect(decodeSmallPng(png)).toBeUndefined();
  });

  it("compressed data shorter or longer than the image, or an unknown filter type", () => {
    const short = writePng({ width, height: height - 1, bitDepth: 8, colorType: 6, rows: rowsFor(6, 8, 5).slice(1) });
    // The same data under a header that claims one more row.
    short[23] = height;
    expect(decodeSmallPng(fixIhdrCrc(short))).toBeUndefined();
    const long = writePng({ width, height, bitDepth: 8, colorType: 6, rows: rowsFor(6, 8, 5) });
    long[23] = height - 1;
    expect(decodeSmallPng(fixIhdrCrc(long))).toBeUndefined();
    expect(
      decodeSmallPng(writePng({ width, height, bitDepth: 8, colorType: 6, rows: rowsFor(6, 8, 5), filters: [5] })),
    ).toBeUndefined();
  });

  it("compressed data far longer than the image needs (padded with empty stored blocks), which the wasm codec still decodes", async () => {
    const png = writePng({ width, height, bitDepth: 8, colorType: 6, rows: rowsFor(6, 8, 5), level: 0 });
    // IHDR ends at byte 33; the single IDAT follows. Empty non-final stored blocks after the zlib header
    // keep the stream valid and the image the same.
    const idatLength = new DataView(png.buffer, png.byteOffset).getUint32(33);
    const stream = png.subarray(41, 41 + idatLength);
    const padding = new Uint8Array(5 * 2000);
    for (let at = 0; at < padding.length; at += 5) padding.set([0x00, 0x00, 0x00, 0xff, 0xff], at);
    const padded = new Uint8Array(stream.length + padding.length);
    padded.set(stream.subarray(0, 2));
    padded.set(padding, 2);
    padded.set(stream.subarray(2), 2 + padding.length);
    const idat = new Uint8Array(12 + padded.length);
    const view = new DataView(idat.buffer);
    view.setUint32(0, padded.length);
    idat.set([0x49, 0x44, 0x41, 0x54], 4);
    idat.set(padded, 8);
    view.setUint32(8 + padded.length, crc32(idat.subarray(4, 8 + padded.length)));
    const file = new Uint8Array([...png.subarray(0, 33), ...idat, ...png.subarray(41 + idatLength + 4)]);
    expect(decodeSmallPng(file)).toBeUndefined();
    expect(await wasmPixels(file)).toEqual(await wasmPixels(png));
  });

  it("a file cut before IEND", () => {
    const png = rgba();
    expect(decodeSmallPng(png.subarray(0, png.length - 12))).toBeUndefined();
  });
});

/** Recomputes the IHDR chunk's CRC after a test edited the header. */
function fixIhdrCrc(png: Uint8Array): Uint8Array {
  new DataView(png.buffer, png.byteOffset).setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}
