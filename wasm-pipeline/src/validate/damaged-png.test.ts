import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeImage } from "../codecs/decode-image.js";
import { encodePng } from "../codecs/png.js";
import { readPngChunks } from "../process/png-chunks.js";
import { initNodeCodecs } from "../runtime/node.js";
import { createRawImage } from "../types.js";
import { validatePack } from "./validate-pack.js";
import { validateTextureFile } from "./validate-texture-file.js";

beforeAll(() => initNodeCodecs());

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The reviewers' file: a PNG signature, then bytes whose "chunk type" is `;_§\u0002`. */
const broken = new Uint8Array([
  ...signature,
  0x00,
  0x00,
  0x00,
  0x07,
  0x3b,
  0x5f,
  0xa7,
  0x02,
  ...new Array(40).fill(0x9c),
]);
const block = "assets/minecraft/textures/block/";
const sentence = "PNG does not start with an IHDR chunk";

/** Only printable text: a chunk type made of raw bytes must never reach a person. */
const printable = /^[\x20-\x7e]+$/;

async function decodeMessage(bytes: Uint8Array, name: string): Promise<string> {
  try {
    await decodeImage(bytes, { filename: name });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} decoded`);
}

describe("a damaged PNG is described in one set of words", () => {
  it("says a signature followed by garbage does not start with IHDR on every path", async () => {
    const pack = zipSync({
      "pack.mcmeta": new TextEncoder().encode('{"pack": {"pack_format": 34, "description": "t"}}'),
      [`${block}broken.png`]: broken,
    });
    const validated = (await validatePack(pack)).issues.find((issue) => issue.filename.endsWith("broken.png"));
    expect(validated?.message).toBe(`This PNG is damaged: ${sentence}`);
    const single = await validateTextureFile(`${block}broken.png`, broken);
    expect(single.issues[0]?.message).toBe(`This PNG is damaged: ${sentence}`);
    expect(await decodeMessage(broken, "broken.png")).toBe(`broken.png: ${sentence}`);
    expect(() => readPngChunks(broken)).toThrow(sentence);
    // A signature and three bytes: cut before IHDR, said so rather than as a byte count.
    const cut = new Uint8Array([...signature, 1, 2, 3]);
    expect(await decodeMessage(cut, "dirt_s.png")).toBe("dirt_s.png: PNG ends before its IHDR chunk");
    expect((await validateTextureFile("dirt_s.png", cut)).issues[0]?.message).toBe(
      "This PNG is damaged: PNG ends before its IHDR chunk",
    );
  });

  it("names a chunk that runs past the end only by a readable type", async () => {
    const good = await encodePng(createRawImage(4, 4));
    const cut = good.slice(0, good.length - 20);
    const message = await decodeMessage(cut, "cut.png");
    expect(message).toMatch(/^cut\.png: PNG chunk IDAT at byte 33 runs past the end of the file$/);
    // IHDR is fine but the next chunk's type is raw bytes: the message leaves the type out.
    const garbled = good.slice();
    garbled.set([0x3b, 0x5f, 0xa7, 0x02], 37);
    garbled.set([0xff, 0xff, 0xff, 0x00], 33);
    const garbledMessage = await decodeMessage(garbled, "garbled.png");
    expect(garbledMessage).toBe("garbled.png: PNG chunk at byte 33 runs past the end of the file");
    expect(garbledMessage).toMatch(printable);
    const validated = await validateTextureFile("garbled.png", garbled);
    expect(validated.issues[0]?.message).toBe(
      "This PNG is damaged: PNG chunk at byte 33 runs past the end of the file",
    );
  });

  it("still checks a map whose base texture is damaged, against no base", async () => {
    const normal = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) normal.data.set([128, 128, 255, 255], i * 4);
    const pack = zipSync({
      "pack.mcmeta": new TextEncoder().encode('{"pack": {"pack_format": 34, "description": "t"}}'),
      [`${block}broken.png`]: broken,
      [`${block}broken_n.png`]: await encodePng(normal),
    });
    const issues = (await validatePack(pack)).issues.map((issue) => `${issue.filename}: ${issue.message}`);
    expect(issues).toContain(`${block}broken.png: This PNG is damaged: ${sentence}`);
    expect(issues.every((issue) => printable.test(issue))).toBe(true);
  });
});
