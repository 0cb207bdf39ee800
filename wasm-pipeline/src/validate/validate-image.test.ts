import { beforeAll, describe, expect, it } from "vitest";
import { ImageDecodeError } from "../codecs/decode-error.js";
import { decodeImage } from "../codecs/decode-image.js";
import { writeTga } from "../codecs/fixture-writers.js";
import { encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { scrambledPng } from "../testing/scrambled-png.js";
import { createRawImage } from "../types.js";
import { validateImage } from "./validate-image.js";

beforeAll(() => initNodeCodecs());

const decode = (bytes: Uint8Array, path: string) => decodeImage(bytes, { filename: path, maxPixels: 64 * 64 });

describe("validateImage (one texture on its own)", () => {
  it("checks a readable texture's pixels as validateTexture does", async () => {
    const stone = await encodePng(createRawImage(16, 16));
    const result = await validateImage({ path: "stone.png", bytes: stone }, decode);
    expect(result).toMatchObject({ totalFiles: 1, textureFiles: 1 });
    expect(result.fileDetails).toEqual([
      { path: "stone.png", filename: "stone.png", size: stone.length, validation: { isValid: result.isValid } },
    ]);
  });

  it("gives a damaged texture a Critical Error in its own format's name instead of throwing", async () => {
    const png = await validateImage({ path: "block/stone.png", bytes: scrambledPng() }, (bytes, path) =>
      decodeImage(bytes, { filename: path }),
    );
    expect(png).toEqual({
      isValid: false,
      totalFiles: 1,
      textureFiles: 1,
      issues: [
        {
          level: "error",
          filename: "block/stone.png",
          message: "This PNG is damaged: its pixel data cannot be read",
          suggestion: "Re-export the file from an image editor",
        },
      ],
      fileDetails: [
        { path: "block/stone.png", filename: "stone.png", size: scrambledPng().length, validation: { isValid: false } },
      ],
    });
    const tga = writeTga({
      width: 4,
      height: 4,
      imageType: 2,
      depth: 32,
      descriptor: 0x28,
      pixels: new Uint8Array(64),
    });
    const cut = await validateImage({ path: "grass.tga", bytes: tga.subarray(0, 40) }, decode);
    expect(cut.issues[0]?.message).toBe("This TGA is damaged: file ends after 40 bytes, expected at least 82");
  });

  it("still throws for what cannot be validated at all: no image, or over the decoder's budget", async () => {
    const notImage = validateImage({ path: "notes.png", bytes: new TextEncoder().encode("hello there") }, decode);
    await expect(notImage).rejects.toMatchObject({ code: "unsupported_format" });
    const large = await encodePng(createRawImage(128, 128));
    const tooLarge = await validateImage({ path: "large.png", bytes: large }, decode).catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(ImageDecodeError);
    expect((tooLarge as ImageDecodeError).code).toBe("too_large");
  });
});
