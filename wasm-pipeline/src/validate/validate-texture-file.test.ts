import { beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { createRawImage } from "../types.js";
import { validateTextureFile } from "./validate-texture-file.js";

beforeAll(() => initNodeCodecs());

describe("validateTextureFile", () => {
  it("validates bytes with the PNG header and a base", async () => {
    const normal = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) normal.data.set([128, 128, 255, 255], i * 4);
    const bytes = await encodePng(normal);
    const ok = await validateTextureFile("assets/minecraft/textures/block/stone_n.png", bytes, {
      base: { width: 16, height: 16 },
    });
    expect(ok).toMatchObject({ isValid: true, issues: [] });
    expect(ok.fileDetails[0]?.size).toBe(bytes.length);
    const mismatch = await validateTextureFile("assets/minecraft/textures/block/stone_n.png", bytes, {
      base: { width: 32, height: 32 },
    });
    expect(mismatch.issues.map((issue) => issue.message)).toEqual(["_n is 16x16 but its base texture is 32x32"]);
  });

  it("turns non-PNG and broken bytes into error results", async () => {
    const jpeg = await validateTextureFile("stone.png", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(jpeg).toMatchObject({ isValid: false, issues: [{ level: "error", message: "stone.png is not a PNG" }] });
    const png = await encodePng(createRawImage(2, 2));
    const broken = await validateTextureFile("stone.png", png.slice(0, png.length - 20));
    expect(broken.issues[0]?.message).toMatch(
      /^This PNG is damaged: PNG chunk IDAT at byte \d+ runs past the end of the file$/,
    );
  });
});
