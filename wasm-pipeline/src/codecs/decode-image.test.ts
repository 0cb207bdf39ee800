import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { ImageDecodeError } from "./decode-error.js";
import { deflateTiffBase64, deflateTiffPixels, fromBase64, tinyJpegBase64 } from "./decode-fixtures.js";
import { tinyJpegSha256 } from "./decode-golden.js";
import { decodeImage, readImageHeader } from "./decode-image.js";
import { writePng } from "./fixture-writers.js";

beforeAll(() => initNodeCodecs());

/** One entry per PNG colour type/bit depth/tRNS combination found in VoxeLibre, read from IHDR. */
function voxelibreByColourType(): Map<string, { name: string; bytes: Uint8Array }> {
  const zip = unzipSync(readFileSync(new URL("voxelibre-rp.zip", corpus)), {
    filter: (file) => file.name.endsWith(".png"),
  });
  const found = new Map<string, { name: string; bytes: Uint8Array }>();
  for (const [name, bytes] of Object.entries(zip)) {
    let hasTrns = false;
    for (let at = 8; at + 8 <= bytes.length; ) {
      const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      if (type === "tRNS") hasTrns = true;
      if (type === "IDAT") break;
      at += 12 + length;
    }
    const key = `type ${bytes[25]} depth ${bytes[24]}${hasTrns ? " tRNS" : ""}`;
    if (!found.has(key)) found.set(key, { name, bytes });
  }
  return found;
}

async function referenceRgba(bytes: Uint8Array): Promise<number[]> {
  const { data } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from(data);
}

describe("decodeImage: PNG colour types from a real pack", () => {
  const examples = voxelibreByColourType();

  it("finds palette 1/2/4/8-bit with and without tRNS, grey+alpha and RGB(A) in the corpus", () => {
    const keys = [...examples.keys()];
    for (const depth of [1, 2, 4, 8]) {
      expect(keys).toContain(`type 3 depth ${depth}`);
      expect(keys).toContain(`type 3 depth ${depth} tRNS`);
    }
    expect(keys).toContain("type 4 depth 8");
    expect(keys).toContain("type 6 depth 8");
    expect(keys).toContain("type 2 depth 8 tRNS");
  });

  for (const [key, { name, bytes }] of voxelibreByColourType()) {
    it(`decodes ${key} (${name.split("/").pop()}) to the same RGBA8 as libvips`, async () => {
      const image = await decodeImage(bytes, { filename: name });
      expect(image.data.length).toBe(image.width * image.height * 4);
      expect(Array.from(image.data)).toEqual(await referenceRgba(bytes));
    });
  }

  it("tolerates trailing bytes after IEND", async () => {
    const { bytes } = [...examples.values()][0]!;
    const padded = new Uint8Array(bytes.length + 37).fill(0xab);
    padded.set(bytes);
    expect(Array.from((await decodeImage(padded)).data)).toEqual(Array.from((await decodeImage(bytes)).data));
  });
});

describe("decodeImage: PNG variants written here", () => {
  it("expands grey 1-bit to black and white", async () => {
    const png = writePng({ width: 3, height: 1, bitDepth: 1, colorType: 0, rows: [new Uint8Array([0b10100000])] });
    expect(Array.from((await decodeImage(png)).data)).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });

  it("keeps the high byte of 16-bit RGBA and grey samples", async () => {
    const rgba16 = writePng({
      width: 1,
      height: 1,
      bitDepth: 16,
      colorType: 6,
      rows: [new Uint8Array([0x12, 0x34, 0xff, 0xff, 0x00, 0x01, 0x80, 0x7f])],
    });
    expect(Array.from((await decodeImage(rgba16)).data)).toEqual([0x12, 0xff, 0x00, 0x80]);
    const grey16 = writePng({ width: 1, height: 1, bitDepth: 16, colorType: 0, rows: [new Uint8Array([0xc8, 0x00])] });
    expect(Array.from((await decodeImage(grey16)).data)).toEqual([0xc8, 0xc8, 0xc8, 255]);
  });

  it("keeps colour under zero alpha and ignores gamma/ICC chunks", async () => {
    const png = writePng({ width: 1, height: 1, bitDepth: 8, colorType: 6, rows: [new Uint8Array([10, 20, 30, 0])] });
    expect(Array.from((await decodeImage(png)).data)).toEqual([10, 20, 30, 0]);
  });
});

describe("decodeImage: files written by another encoder", () => {
  const width = 7;
  const height = 5;
  const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 53 + 11) % 256);

  it("decodes an Adam7-interlaced PNG to the exact values", async () => {
    const png = await sharp(Buffer.from(rgba), { raw: { width, height, channels: 4 } })
      .png({ progressive: true })
      .toBuffer();
    expect(png[28]).toBe(1); // IHDR interlace method: Adam7
    expect(Array.from((await decodeImage(new Uint8Array(png))).data)).toEqual(Array.from(rgba));
  });

  it("decodes a greyscale JPEG to equal R, G and B", async () => {
    const jpeg = await sharp(Buffer.from(rgba), { raw: { width, height, channels: 4 } })
      .greyscale()
      .jpeg()
      .toBuffer();
    const image = await decodeImage(new Uint8Array(jpeg));
    for (let i = 0; i < image.data.length; i += 4) {
      expect(image.data[i]).toBe(image.data[i + 1]);
      expect(image.data[i]).toBe(image.data[i + 2]);
      expect(image.data[i + 3]).toBe(255);
    }
  });
});

describe("decodeImage: JPEG", () => {
  it("decodes an ambientCG albedo at its header size with plausible colour", async () => {
    const bytes = new Uint8Array(readFileSync(new URL("ambientcg/rock/albedo.jpg", corpus)));
    const header = readImageHeader(bytes);
    expect(header).toEqual({ format: "jpeg", width: 1024, height: 1024 });
    const image = await decodeImage(bytes, { filename: "albedo.jpg" });
    expect(image.width).toBe(1024);
    const reference = await referenceRgba(bytes);
    // Both are libjpeg-family decoders; IDCT/upsampling details may differ by a step or two.
    let worst = 0;
    for (let i = 0; i < reference.length; i += 97) worst = Math.max(worst, Math.abs(reference[i]! - image.data[i]!));
    expect(worst).toBeLessThanOrEqual(8);
    for (let i = 3; i < image.data.length; i += 4096) expect(image.data[i]).toBe(255);
  });
});

describe("decodeImage errors name the file and the problem", () => {
  const png = writePng({
    width: 2,
    height: 2,
    bitDepth: 8,
    colorType: 2,
    rows: [new Uint8Array(6), new Uint8Array(6)],
  });

  async function errorOf(bytes: Uint8Array, options = {}): Promise<ImageDecodeError> {
    const error = await decodeImage(bytes, { filename: "block/stone.png", ...options }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    return error as ImageDecodeError;
  }

  it("unsupported_format for bytes that are no known image, whatever the name", async () => {
    const error = await errorOf(new TextEncoder().encode("WEBP............................"));
    expect(error.code).toBe("unsupported_format");
    expect(error.message).toBe("block/stone.png: not a PNG, JPEG, TGA, TIFF, BMP or GIF image");
  });

  it("a GIF header is read as a GIF now, and one with garbage blocks is corrupt, not unsupported", async () => {
    const error = await errorOf(new TextEncoder().encode("GIF89a............................"));
    expect(error.code).toBe("corrupt");
    expect(error.message).toMatch(/^block\/stone\.png: GIF /);
  });

  it("truncated for a PNG cut inside its data and for an empty file", async () => {
    const error = await errorOf(png.subarray(0, png.length - 20));
    expect(error.code).toBe("truncated");
    expect(error.message).toMatch(/^block\/stone\.png: PNG chunk IDAT at byte \d+ runs past the end of the file$/);
    expect((await errorOf(new Uint8Array(0))).message).toBe("block/stone.png: file is empty");
  });

  it("corrupt for a PNG whose compressed data is damaged", async () => {
    const damaged = png.slice();
    const idat = damaged.findIndex((_, i) => String.fromCharCode(...damaged.subarray(i, i + 4)) === "IDAT");
    damaged.fill(0x55, idat + 6, idat + 14);
    const error = await errorOf(damaged);
    expect(error.code).toBe("corrupt");
    // The codec's reason ("`unwrap_throw` failed") is the cause, for logs; the message is for people.
    expect(error.message).toBe("block/stone.png: its pixel data cannot be read");
    expect(String((error.cause as Error).message)).toContain("unwrap_throw");
  });

  it("too_large from the header alone, before decoding", async () => {
    const huge = png.slice();
    new DataView(huge.buffer).setUint32(16, 100_000);
    new DataView(huge.buffer).setUint32(20, 100_000);
    const error = await errorOf(huge);
    expect(error.code).toBe("too_large");
    expect(error.message).toBe("block/stone.png: 100000x100000 exceeds the limit of 8192x8192 pixels");
    expect((await errorOf(png, { maxPixels: 3 })).message).toBe("block/stone.png: 2x2 exceeds the limit of 3 pixels");
  });

  it("truncated for a JPEG without its end marker", async () => {
    const bytes = new Uint8Array(readFileSync(new URL("ambientcg/onyx/albedo.jpg", corpus)));
    const error = await errorOf(bytes.subarray(0, 5000));
    expect(error.code).toBe("truncated");
    expect(error.message).toBe("block/stone.png: JPEG ends before its end-of-image marker");
  });
});

describe("decodeImage golden output shared with the workerd test", () => {
  it("decodes the fixed JPEG to the checked-in hash", async () => {
    const image = await decodeImage(fromBase64(tinyJpegBase64));
    expect(createHash("sha256").update(image.data).digest("hex")).toBe(tinyJpegSha256);
  });

  it("decodes the fixed deflate TIFF the workerd test also decodes", async () => {
    expect(Array.from((await decodeImage(fromBase64(deflateTiffBase64))).data)).toEqual(deflateTiffPixels);
  });
});
