import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codecs/png.js";
import { convertPack } from "../pack/convert-pack.js";
import { initNodeCodecs } from "../runtime/node.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { looseTextureImages, looseTexturesWarning } from "./loose-textures.js";
import { looseTexturesResult, looseTexturesZip } from "./test-loose-zip.js";
import { flatNormal, image } from "./test-textures.js";
import { validatePack } from "./validate-pack.js";

beforeAll(() => initNodeCodecs());

const text = (value: string) => new TextEncoder().encode(value);
const errors = (result: Awaited<ReturnType<typeof validatePack>>) =>
  result.issues.filter((issue) => issue.level === "error").map((issue) => `${issue.filename}: ${issue.message}`);

describe("looseTextureImages", () => {
  it("finds the images of a zip holding only images and their .mcmeta at its root", () => {
    expect(looseTextureImages(["stone.png", "stone_n.png", "stone_s.png"])).toEqual([
      "stone.png",
      "stone_n.png",
      "stone_s.png",
    ]);
    expect(looseTextureImages(["lava.png", "lava.png.mcmeta", "rock.TGA"])).toEqual(["lava.png", "rock.TGA"]);
    // Finder's additions are no part of what was zipped.
    expect(looseTextureImages(["stone.png", "__MACOSX/._stone.png", ".DS_Store"])).toEqual(["stone.png"]);
  });

  it("leaves anything else to the pack rules", () => {
    expect(looseTextureImages(["pack.mcmeta", "stone.png"])).toBeUndefined();
    expect(looseTextureImages(["stone.png", "readme.txt"])).toBeUndefined();
    expect(looseTextureImages(["textures/stone.png"])).toBeUndefined();
    expect(looseTextureImages(["lava.png.mcmeta"])).toBeUndefined();
    expect(looseTextureImages([])).toBeUndefined();
  });
});

describe("validatePack on a zip of loose textures", () => {
  it("calls a single image's conversion valid, with the warning and its three textures listed", async () => {
    const out = memorySink();
    const bytes = await encodePng(image(16, 16, (x, y) => [90 + x * 6, 80 + y * 5, 70, 255]));
    await convertPack({ name: "stone.png", bytes }, {}, { sink: out.sink });
    const result = await validatePack(out.bytes());
    expect(errors(result)).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.issues[0]).toEqual(looseTexturesWarning);
    expect(result.issues[0]?.missing).toBe(true);
    expect(result).toMatchObject({ totalFiles: 3, textureFiles: 3 });
    expect(result.fileDetails.map((file) => file.path)).toEqual(["stone.png", "stone_n.png", "stone_s.png"]);
  });

  it("checks an animated texture's maps frame by frame against their base, from any source", async () => {
    const zip = await looseTexturesZip();
    expect(await validatePack(zip)).toEqual(looseTexturesResult);
    // Read lazily (as the CLI reads a file and the Worker an upload) or as entries, the answer is the same.
    expect(await validatePack(bytesSource(zip))).toEqual(looseTexturesResult);
    const entries = Object.entries(unzipSync(zip)).map(([path, bytes]) => ({ path, bytes, size: bytes.length }));
    expect(await validatePack(entries)).toEqual(looseTexturesResult);
  });

  it("names a map whose size is not its base's, which the game would refuse in a pack too", async () => {
    const result = await validatePack(
      zipSync({
        "stone.png": await encodePng(image(16, 16, () => [120, 120, 120, 255])),
        "stone_n.png": await encodePng(image(8, 8, flatNormal)),
      }),
    );
    expect(result.isValid).toBe(false);
    expect(errors(result)).toEqual([expect.stringMatching(/^stone_n\.png: .*8x8.*16x16/)]);
  });

  it("still refuses an unsafe archive before looking at what it holds", async () => {
    const zip = zipSync({ "../stone.png": await encodePng(image(16, 16, flatNormal)) });
    await expect(validatePack(bytesSource(zip))).rejects.toThrow(/Unsafe path/);
  });

  it("checks a zip with other files and no pack.mcmeta as a pack, which it is not", async () => {
    const result = await validatePack(zipSync({ "stone.png": text("x"), "readme.txt": text("hi") }));
    expect(result.isValid).toBe(false);
    expect(result.issues.map((issue) => issue.message)).toEqual([
      "No pack.mcmeta: this is not a loadable resource pack",
    ]);
  });
});
