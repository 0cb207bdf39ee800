import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageFormatProblem } from "./decode-error.js";
import { writeTiff } from "./fixture-writers.js";
import { decodeTiff } from "./tiff.js";
import { checkTiffStructure } from "./tiff-structure.js";

const pixels = (width: number, height: number) =>
  Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 29 + 3) % 256);

/** Reads and writes a TIFF's fields in its own byte order (utif2 writes big-endian "MM" files). */
function fields(tiff: Uint8Array) {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  return {
    u16: (at: number) => view.getUint16(at, little),
    u32: (at: number) => view.getUint32(at, little),
    setU32: (at: number, value: number) => view.setUint32(at, value, little),
    directory: view.getUint32(4, little),
  };
}

function problem(run: () => unknown): ImageFormatProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ImageFormatProblem) return error;
    throw error;
  }
  throw new Error("no problem was found");
}

describe("a TIFF's directories are checked before utif2 reads them", () => {
  it("passes the TIFFs real tools write: utif2's own and libtiff's (sharp) with its tags", async () => {
    expect(() => checkTiffStructure(writeTiff(8, 8, pixels(8, 8)))).not.toThrow();
    const libtiff = await sharp(Buffer.from(pixels(16, 16)), { raw: { width: 16, height: 16, channels: 4 } })
      .withMetadata()
      .tiff({ compression: "lzw" })
      .toBuffer();
    expect(() => checkTiffStructure(new Uint8Array(libtiff))).not.toThrow();
    expect(decodeTiff(new Uint8Array(libtiff)).data.subarray(0, 8)).toEqual(
      Uint8ClampedArray.from(pixels(16, 16).subarray(0, 8)),
    );
  });

  it("refuses a tag whose count was overwritten, which made utif2 loop over billions of values", () => {
    const tiff = writeTiff(8, 8, pixels(8, 8));
    const { setU32, directory } = fields(tiff);
    setU32(directory + 2 + 4, 0xffffffff);
    const found = problem(() => decodeTiff(tiff));
    expect(found.code).toBe("corrupt");
    expect(found.message).toBe("TIFF directory cannot be read");
    expect((found.cause as Error).message).toMatch(/declares 4294967295 values/);
  });

  it("refuses a directory chain that points back at itself, and a directory past the end", () => {
    const looping = writeTiff(8, 8, pixels(8, 8));
    const loop = fields(looping);
    loop.setU32(loop.directory + 2 + loop.u16(loop.directory) * 12, loop.directory);
    expect(problem(() => decodeTiff(looping)).message).toBe("TIFF directory cannot be read");

    const pastEnd = writeTiff(8, 8, pixels(8, 8));
    fields(pastEnd).setU32(4, pastEnd.length + 100);
    const found = problem(() => decodeTiff(pastEnd));
    expect(found.code).toBe("truncated");
    expect(found.message).toBe("TIFF directory lies past the end of the file");
  });

  it("refuses a tag whose values lie past the end of the file", () => {
    const tiff = writeTiff(8, 8, pixels(8, 8));
    const { u16, u32, setU32, directory } = fields(tiff);
    // Point the first tag with values stored out of line (over 4 bytes) past the end.
    let moved = false;
    for (let entry = directory + 2; entry < directory + 2 + u16(directory) * 12 && !moved; entry += 12) {
      const size = [0, 1, 1, 2, 4, 8][u16(entry + 2)] ?? 0;
      if (size * u32(entry + 4) > 4) {
        setU32(entry + 8, tiff.length - 2);
        moved = true;
      }
    }
    expect(moved).toBe(true);
    expect(problem(() => decodeTiff(tiff)).message).toBe("TIFF directory cannot be read");
  });
});
