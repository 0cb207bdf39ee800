import { describe, expect, it } from "vitest";
import { sourceLimits, sourcePngProblem } from "./source-png";

/** A PNG's skeleton: signature, IHDR with the given size, IEND (readPngHeader reads no pixel data). */
function pngBytes(width: number, height: number, padding = 0): Uint8Array {
  const bytes = new Uint8Array(8 + 25 + 12 + padding);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([73, 72, 68, 82], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA
  view.setUint32(33, padding); // a tEXt-like filler chunk stands in for the image data's bulk
  bytes.set([116, 69, 88, 116], 37);
  const end = new Uint8Array(12);
  end.set([73, 69, 78, 68], 4); // IEND
  const whole = new Uint8Array(bytes.length + 12);
  whole.set(bytes);
  whole.set(end, bytes.length);
  return whole;
}

describe("a Variations / Upscale source", () => {
  it("accepts a PNG within the Worker's limits", () => {
    expect(sourcePngProblem("stone.png", pngBytes(16, 16))).toBeNull();
    expect(sourcePngProblem("big.png", pngBytes(1024, 1024))).toBeNull();
  });

  it("refuses an empty file in the spec's words", () => {
    expect(sourcePngProblem("empty.png", new Uint8Array())).toEqual({
      title: "Empty file",
      description: "Please select a valid file.",
    });
  });

  it("refuses a file that is not a PNG by its signature, whatever its name", () => {
    const text = new TextEncoder().encode("my notes, not an image");
    expect(sourcePngProblem("notes.png", text)).toEqual({
      title: "Not a PNG image",
      description: "notes.png is not a PNG image, whatever its name says.",
    });
  });

  it("refuses a truncated PNG", () => {
    expect(sourcePngProblem("cut.png", pngBytes(16, 16).subarray(0, 30))?.title).toBe("Damaged PNG");
  });

  it("says the limit and the image's size when it is over 1024×1024", () => {
    expect(sourcePngProblem("huge.png", pngBytes(4096, 4096))).toEqual({
      title: "Image too large",
      description: "huge.png is 4096×4096; Variations and Upscale take at most 1024×1024.",
    });
    expect(sourcePngProblem("strip.png", pngBytes(16, 1040))?.title).toBe("Image too large");
  });

  it("refuses a file over the 3 MB the Worker's base64 limit leaves", () => {
    expect(sourcePngProblem("heavy.png", pngBytes(1024, 1024, sourceLimits.bytes))).toEqual({
      title: "File too large",
      description: "heavy.png is 3.1 MB; Variations and Upscale take at most 3 MB.",
    });
  });
});
