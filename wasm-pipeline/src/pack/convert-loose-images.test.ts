import { strToU8, unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { ImageDecodeError } from "../codecs/decode-error.js";
import { decodePng, encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { defaultAdvancedProcessing } from "../settings.js";
import { withPngComment } from "../testing/png-comment.js";
import { memorySink } from "../zip/memory-sink.js";
import { convertPack } from "./convert-pack.js";
import { convert } from "./test-convert.js";
import { flatGenerator, solid } from "./test-pack.js";

beforeAll(() => initNodeCodecs());

describe("convertPack on loose images", () => {
  it("turns a single image into base colour, normal and specular", async () => {
    const out = memorySink();
    const bytes = await encodePng(solid(8, 8, [50, 60, 70, 255]));
    const result = await convertPack({ name: "rock.png", bytes }, {}, { sink: out.sink, generate: flatGenerator() });
    expect(Object.keys(unzipSync(out.bytes())).sort()).toEqual(["rock.png", "rock_n.png", "rock_s.png"]);
    expect(result.summary).toMatchObject({ inputType: "single", texturesGenerated: 2 });
  });

  it("rewrites a single image's colours only when Base colour and a contrast other than 1.0 ask for it", async () => {
    // A gradient, so contrast has something to stretch (a solid colour around mid-grey would not move).
    const image = solid(8, 8, [0, 0, 0, 255]);
    for (let p = 0; p < 64; p++) image.data.set([p * 3, 40 + p * 2, 200 - p, 255], p * 4);
    // An artist's file carries chunks a re-encode would drop, so "kept" is told from "re-encoded".
    const bytes = withPngComment(await encodePng(image), "painted by hand");
    const run = async (settings: object) => {
      const out = memorySink();
      await convertPack({ name: "rock.png", bytes }, settings, { sink: out.sink });
      return unzipSync(out.bytes())["rock.png"];
    };
    expect(await run({ baseColorContrast: 1 })).toEqual(bytes);
    expect(await run({ generateBaseColor: false, baseColorContrast: 1.5 })).toEqual(bytes);
    const contrasted = await decodePng((await run({})) as Uint8Array);
    expect(Array.from(contrasted.data.subarray(0, 4))).not.toEqual(Array.from(image.data.subarray(0, 4)));
  });

  it("keeps a TGA it was given beside the PNG the game loads, whatever the colour settings", async () => {
    const tga = new Uint8Array(18 + 4 * 4 * 4);
    tga.set([0, 0, 2], 0);
    tga.set([4, 0, 4, 0, 32, 0x28], 12);
    for (let p = 0; p < 16; p++) tga.set([60, 90, p * 15, 255], 18 + p * 4);
    for (const settings of [{}, { baseColorContrast: 1 }]) {
      const out = memorySink();
      await convertPack({ name: "stone.tga", bytes: tga }, settings, { sink: out.sink, generate: flatGenerator() });
      const output = unzipSync(out.bytes());
      expect(Object.keys(output).sort()).toEqual(["stone.png", "stone.tga", "stone_n.png", "stone_s.png"]);
      expect(output["stone.tga"]).toEqual(tga);
    }
  });

  it("rewrites Glow_Stone.PNG under its own name, never beside it as Glow_Stone.png", async () => {
    const image = solid(8, 8, [0, 0, 0, 255]);
    for (let p = 0; p < 64; p++) image.data.set([p * 3, 40 + p * 2, 200 - p, 255], p * 4);
    const bytes = withPngComment(await encodePng(image), "painted by hand");
    for (const [settings, rewritten] of [
      [{}, true],
      [{ baseColorContrast: 1 }, false],
    ] as const) {
      const out = memorySink();
      const result = await convertPack({ name: "Glow_Stone.PNG", bytes }, settings, {
        sink: out.sink,
        generate: flatGenerator(),
      });
      const output = unzipSync(out.bytes());
      expect(Object.keys(output).sort()).toEqual(["Glow_Stone.PNG", "Glow_Stone_n.png", "Glow_Stone_s.png"]);
      if (rewritten) expect(output["Glow_Stone.PNG"]).not.toEqual(bytes);
      else expect(output["Glow_Stone.PNG"]).toEqual(bytes);
      expect(result.files.map((file) => file.originalPath).sort()).toEqual([
        "Glow_Stone.PNG",
        "Glow_Stone_n.png",
        "Glow_Stone_s.png",
      ]);
    }
  });

  it("keeps Glow_Stone.PNG's name when advanced processing rewrites it", async () => {
    const out = memorySink();
    const bytes = await encodePng(solid(8, 8, [90, 80, 70, 255]));
    const advanced = { ...defaultAdvancedProcessing, enableCompression: true };
    await convertPack({ name: "Glow_Stone.PNG", bytes }, {}, { sink: out.sink, generate: flatGenerator(), advanced });
    expect(Object.keys(unzipSync(out.bytes())).sort()).toEqual([
      "Glow_Stone.PNG",
      "Glow_Stone_n.png",
      "Glow_Stone_s.png",
    ]);
  });

  it("keeps a zip of loose textures' Glow_Stone.PNG as it is, with no lower-case twin", async () => {
    const png = await encodePng(solid(8, 8, [90, 80, 70, 255]));
    const zip = zipSync({ "textures/Glow_Stone.PNG": png });
    const { output } = await convert(zip);
    expect(Object.keys(output).sort()).toEqual([
      "textures/Glow_Stone.PNG",
      "textures/Glow_Stone_n.png",
      "textures/Glow_Stone_s.png",
    ]);
    expect(output["textures/Glow_Stone.PNG"]).toEqual(png);
  });

  it("fails a single unreadable image with the decoder's own error, its code kept for callers", async () => {
    const run = convertPack(
      { name: "x.png", bytes: strToU8("nope") },
      {},
      { sink: () => {}, generate: flatGenerator() },
    );
    await expect(run).rejects.toThrow(/x\.png/);
    const failure = await run.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageDecodeError);
    expect((failure as ImageDecodeError).code).toBe("unsupported_format");
  });
});
