import { ImageDecodeError } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { readWebpSize } from "./webp-header.js";

const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
const text = (value: string) => new TextEncoder().encode(value);

/** Real 1x1 WebPs (the ones browsers' feature tests decode): lossy, lossless, VP8X with alpha, animated. */
const real = {
  lossy: "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA",
  lossless: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==",
  alpha:
    "UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==",
  animated:
    "UklGRlIAAABXRUJQVlA4WAoAAAASAAAAAAAAAAAAQU5JTQYAAAD/////AABBTk1GJgAAAAAAAAAAAAAAAAAAAGQAAABWUDhMDQAAAC8AAAAQBxAREYiI/gcA",
};

/** `RIFF <size> WEBP` around `body`, with the RIFF size right for the file. */
function riff(body: Uint8Array): Uint8Array {
  const file = new Uint8Array(12 + body.length);
  file.set(text("RIFF"));
  new DataView(file.buffer).setUint32(4, 4 + body.length, true);
  file.set(text("WEBP"), 8);
  file.set(body, 12);
  return file;
}

function problem(file: Uint8Array): string {
  try {
    readWebpSize(file, "x.webp");
  } catch (error) {
    expect(error).toBeInstanceOf(ImageDecodeError);
    return (error as Error).message;
  }
  throw new Error("expected the WebP to be refused");
}

describe("readWebpSize", () => {
  it("reads the size of real lossy, lossless, alpha and animated WebPs", () => {
    for (const [name, base64] of Object.entries(real)) {
      expect(readWebpSize(bytes(base64), "x.webp"), name).toEqual({ width: 1, height: 1 });
    }
  });

  it("refuses a WebP signature over garbage, naming what is wrong", () => {
    const garbage = new Uint8Array(40).fill(0xab);
    const vp8 = new Uint8Array([...text("VP8 "), 40, 0, 0, 0, ...garbage]);
    expect(problem(riff(vp8))).toBe("x.webp: not a valid WebP: its VP8 frame is not a key frame");
    const zeros = new Uint8Array([...text("VP8 "), 40, 0, 0, 0, ...new Uint8Array(40)]);
    expect(problem(riff(zeros))).toBe("x.webp: not a valid WebP: its VP8 frame lacks the start code");
    const vp8l = new Uint8Array([...text("VP8L"), 40, 0, 0, 0, ...garbage]);
    expect(problem(riff(vp8l))).toBe("x.webp: not a valid WebP: its VP8L header lacks the signature");
    expect(problem(riff(new Uint8Array([...text("JUNK"), 4, 0, 0, 0, 1, 2, 3, 4])))).toBe(
      "x.webp: not a valid WebP: it has no VP8, VP8L or VP8X chunk first",
    );
  });

  it("refuses a RIFF size that is not the file's and chunks that run past the end", () => {
    const lossy = bytes(real.lossy);
    expect(problem(lossy.subarray(0, lossy.length - 4))).toBe(
      `x.webp: not a valid WebP: its RIFF header gives ${lossy.length} bytes but the file has ${lossy.length - 4}`,
    );
    const long = riff(new Uint8Array([...text("VP8L"), 200, 0, 0, 0, 0x2f, 0, 0, 0, 0]));
    expect(problem(long)).toBe("x.webp: not a valid WebP: its VP8L chunk runs past the end of the file");
  });

  it("refuses a VP8X canvas without an image or animation frames", () => {
    const header = [...text("VP8X"), 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(problem(riff(new Uint8Array(header)))).toBe(
      "x.webp: not a valid WebP: its VP8X canvas holds no VP8 or VP8L image",
    );
    header[8] = 0x02;
    expect(problem(riff(new Uint8Array(header)))).toBe("x.webp: not a valid WebP: its animation has no frames");
  });
});
