import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { decodeImage } from "./decode-image.js";

beforeAll(() => initNodeCodecs());

/** A 5x3 RGBA pattern with varied alpha, written by libvips in the TIFF compressions packs meet. */
const width = 5;
const height = 3;
const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37 + (i % 4 === 3 ? 90 : 0)) % 256);

describe("TIFF compressions written by another encoder", () => {
  for (const compression of ["none", "lzw", "deflate", "packbits"] as const) {
    it(`decodes ${compression} RGBA to the exact values`, async () => {
      const tiff = await sharp(Buffer.from(rgba), { raw: { width, height, channels: 4 } })
        .tiff({ compression })
        .toBuffer();
      const image = await decodeImage(new Uint8Array(tiff), { filename: `${compression}.tif` });
      expect([image.width, image.height]).toEqual([width, height]);
      expect(Array.from(image.data)).toEqual(Array.from(rgba));
    });
  }
});
