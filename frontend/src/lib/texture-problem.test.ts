import { decodeImage, ImageDecodeError } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMismatch, textureProblem, unreadableTextureNotice } from "./texture-problem";

beforeAll(() => initNodeCodecs());

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function problemOf(bytes: Uint8Array, name: string): Promise<string> {
  try {
    await decodeImage(bytes, { filename: name });
  } catch (error) {
    if (error instanceof ImageDecodeError) return textureProblem(error);
    throw error;
  }
  throw new Error(`${name} decoded`);
}

describe("textureProblem", () => {
  it("calls a PNG signature followed by garbage a damaged PNG, not an unsupported file", async () => {
    const corrupt = new Uint8Array([...signature, ...new Array(40).fill(0x41)]);
    const problem = await problemOf(corrupt, "corrupt.png");
    expect(problem).toMatch(/^This PNG is damaged: /);
    expect(problem).not.toContain("corrupt.png");
  });

  it("leaves a codec's internal words out", () => {
    const error = new ImageDecodeError("corrupt", "stone.png", "PNG data could not be decoded (unwrap_throw failed)");
    expect(textureProblem(error)).toBe("This PNG is damaged: PNG data could not be decoded");
  });

  it("says a file of no image type is not one", async () => {
    expect(await problemOf(new TextEncoder().encode("hello there"), "notes.tga")).toBe(
      "This file is not a PNG, JPG, TIFF or TGA image",
    );
  });
});

describe("unreadableTextureNotice", () => {
  it("names the file, says what is wrong and what to do", () => {
    expect(
      unreadableTextureNotice("stone.png", { code: "corrupt", message: "stone.png: its pixel data cannot be read" }),
    ).toEqual({
      title: "stone.png cannot be converted",
      description: "This PNG is damaged: its pixel data cannot be read. Re-export it from your image editor.",
    });
    expect(
      unreadableTextureNotice("huge.tga", {
        code: "too_large",
        message: "huge.tga: 9000x9000 exceeds the limit of 8192x8192 pixels",
      }).description,
    ).toBe("This texture is too large to convert: 9000x9000 exceeds the limit of 8192x8192 pixels.");
  });
});

describe("formatMismatch", () => {
  it("refuses JPEG data named .png and accepts what the name promises", () => {
    expect(formatMismatch("stone.png", "jpeg")).toBe("This file contains JPG data, not PNG");
    expect(formatMismatch("stone.JPEG", "jpeg")).toBeNull();
    expect(formatMismatch("stone.tga", "tga")).toBeNull();
  });

  it("reads a .tif as a promise of TIFF, as a .tiff", () => {
    expect(formatMismatch("stone.tif", "tiff")).toBeNull();
    expect(formatMismatch("stone.TIF", "png")).toBe("This file contains PNG data, not TIFF");
    expect(
      textureProblem({ code: "truncated", filename: "stone.tif", message: "stone.tif: TIFF data ends early" }),
    ).toBe("This TIFF is damaged: TIFF data ends early");
  });
});
