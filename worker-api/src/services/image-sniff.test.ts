import { describe, expect, it } from "vitest";
import { nameMatchingType, sniffImage } from "./image-sniff.js";
import { checkProjectTexture, checkTexture } from "./texture-check.js";
import { downscaleNearest } from "./thumbnail.js";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])),
  );

const pngHead = (width: number, height: number) => {
  const head = new Uint8Array(32);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(head.buffer).setUint32(16, width);
  new DataView(head.buffer).setUint32(20, height);
  return head;
};

describe("nameMatchingType", () => {
  it("keeps a name whose extension fits the bytes and replaces or adds one that does not", () => {
    const jpeg = { mime: "image/jpeg", extension: "jpg" };
    const png = { mime: "image/png", extension: "png" };
    expect(nameMatchingType("photo.JPEG", jpeg)).toBe("photo.JPEG");
    expect(nameMatchingType("photo.jpg", jpeg)).toBe("photo.jpg");
    expect(nameMatchingType("photo.png", jpeg)).toBe("photo.jpg");
    expect(nameMatchingType("evil.html", png)).toBe("evil.png");
    expect(nameMatchingType("archive.tar.gz", png)).toBe("archive.tar.png");
    expect(nameMatchingType(".hidden", png)).toBe(".hidden.png");
    expect(nameMatchingType("tile.tif", { mime: "image/tiff", extension: "tiff" })).toBe("tile.tif");
  });
});

describe("sniffImage", () => {
  it("recognises formats by their first bytes, not their names", () => {
    expect(sniffImage(pngHead(16, 32), "x.txt")).toEqual({
      mime: "image/png",
      extension: "png",
      width: 16,
      height: 32,
    });
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0), "a.png")?.mime).toBe("image/jpeg");
    expect(sniffImage(bytes("GIF89a", 0, 0))?.mime).toBe("image/gif");
    expect(sniffImage(bytes("RIFF", 0, 0, 0, 0, "WEBP"))?.mime).toBe("image/webp");
    expect(sniffImage(bytes("II", 0x2a, 0))?.mime).toBe("image/tiff");
    expect(sniffImage(bytes("BM", ...new Array(30).fill(0)))?.mime).toBe("image/bmp");
    expect(sniffImage(bytes("hello world, this is text"), "a.png")).toBeNull();
  });

  it("accepts TGA (no magic number) only with its extension and a valid header", () => {
    // Uncompressed true colour, 16x16, 24 bits per pixel.
    const tga = bytes(0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 0, 16, 0, 24, 0);
    expect(sniffImage(tga, "stone.tga")?.mime).toBe("image/x-tga");
    expect(sniffImage(tga, "stone.png")).toBeNull();
    // A zero size, an impossible depth, or HTML whose third byte is a newline (type 10) are not TGA.
    expect(sniffImage(bytes(0, 0, 2, ...new Array(15).fill(0)), "stone.tga")).toBeNull();
    expect(sniffImage(bytes(0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 0, 16, 0, 7, 0), "stone.tga")).toBeNull();
    expect(sniffImage(bytes("<p\n<script>alert(1)</script></p>"), "stone.tga")).toBeNull();
  });
});

describe("checkTexture", () => {
  it("passes a power-of-two PNG and fails other sizes and formats", () => {
    expect(checkTexture("stone.png", { mime: "image/png", extension: "png", width: 16, height: 16 })).toMatchObject({
      status: "completed",
      validationScore: 100,
      issues: [],
    });
    const odd = checkTexture("odd.png", { mime: "image/png", extension: "png", width: 24, height: 16 });
    expect(odd).toMatchObject({
      status: "error",
      validationScore: 60,
      errorMessage: "Resolution 24x16 is not a power of two",
    });
    const jpeg = checkTexture("photo.jpg", { mime: "image/jpeg", extension: "jpg" });
    expect(jpeg.errorMessage).toBe("LabPBR textures must be PNG files");
  });

  it("warns about unknown map suffixes but accepts _n, _s and _e", () => {
    const png = { mime: "image/png", extension: "png", width: 16, height: 16 };
    expect(checkTexture("stone_n.png", png).issues).toEqual([]);
    expect(checkTexture("stone_x.png", png)).toMatchObject({ status: "completed", validationScore: 90 });
  });
});

describe("checkProjectTexture", () => {
  it("checks an image the server does not decode by its header, and says the pixels were not read", () => {
    const big = { mime: "image/png", extension: "png", width: 4096, height: 4096 };
    const check = checkProjectTexture("assets/minecraft/textures/block/stone.png", big, null);
    expect(check).toMatchObject({ status: "completed", validationScore: 100 });
    expect(check.issues).toEqual([
      expect.objectContaining({ level: "info", message: expect.stringContaining("Checked from its header only") }),
    ]);
  });
});

describe("downscaleNearest", () => {
  it("keeps whole source pixels and the aspect ratio", () => {
    // 4x2: left half red, right half blue.
    const data = new Uint8ClampedArray(4 * 2 * 4);
    for (let i = 0; i < 8; i++) data.set(i % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
    const small = downscaleNearest({ width: 4, height: 2, data }, 2);
    expect([small.width, small.height]).toEqual([2, 1]);
    expect([...small.data]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    expect(data[0]).toBe(255);
  });

  it("never enlarges", () => {
    const image = { width: 3, height: 3, data: new Uint8ClampedArray(36) };
    expect(downscaleNearest(image, 128)).toMatchObject({ width: 3, height: 3 });
  });
});
