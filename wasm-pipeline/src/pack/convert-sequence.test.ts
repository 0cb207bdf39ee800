import { strFromU8, strToU8, unzipSync } from "fflate";
import { GifWriter } from "omggif";
import { beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { memorySink } from "../zip/memory-sink.js";
import { convertPack } from "./convert-pack.js";
import { flatGenerator, solid } from "./test-pack.js";

beforeAll(() => initNodeCodecs());

async function frame(name: string, rgba: number[], width = 4, height = 4) {
  return { name, bytes: await encodePng(solid(width, height, rgba)) };
}

async function convertLoose(input: Parameters<typeof convertPack>[0], settings = {}) {
  const out = memorySink();
  const calls: { name?: string; frameHeight?: number }[] = [];
  const result = await convertPack(input, settings, { sink: out.sink, generate: flatGenerator(calls) });
  return { result, calls, output: unzipSync(out.bytes()) };
}

describe("convertPack on an image sequence", () => {
  it("stacks the frames in natural name order into one animated strip with _n, _s and mcmetas", async () => {
    const frames = [
      await frame("lava_10.png", [0, 0, 255, 255]),
      await frame("lava_2.png", [0, 255, 0, 255]),
      await frame("lava_1.png", [255, 0, 0, 255]),
    ];
    const { result, calls, output } = await convertLoose(frames, { inputType: "sequence" });
    expect(Object.keys(output).sort()).toEqual([
      "lava.png",
      "lava.png.mcmeta",
      "lava_n.png",
      "lava_n.png.mcmeta",
      "lava_s.png",
      "lava_s.png.mcmeta",
    ]);
    const strip = await decodePng(output["lava.png"] as Uint8Array);
    expect([strip.width, strip.height]).toEqual([4, 12]);
    // Frame 1 on top, then 2, then 10 (not 10 before 2, as a plain sort would put it).
    expect(Array.from(strip.data.subarray(0, 4))).toEqual([255, 0, 0, 255]);
    expect(Array.from(strip.data.subarray(4 * 4 * 4, 4 * 4 * 4 + 4))).toEqual([0, 255, 0, 255]);
    expect(Array.from(strip.data.subarray(2 * 4 * 4 * 4, 2 * 4 * 4 * 4 + 4))).toEqual([0, 0, 255, 255]);
    const normal = await decodePng(output["lava_n.png"] as Uint8Array);
    expect([normal.width, normal.height]).toEqual([4, 12]);
    const meta = { animation: { frametime: 1 } };
    for (const name of ["lava.png.mcmeta", "lava_n.png.mcmeta", "lava_s.png.mcmeta"]) {
      expect(JSON.parse(strFromU8(output[name] as Uint8Array)), name).toEqual(meta);
    }
    // Maps are generated per frame, so no frame bleeds into its neighbour.
    expect(calls).toEqual([expect.objectContaining({ name: "lava.png", frameHeight: 4 })]);
    expect(result.summary).toMatchObject({ inputType: "sequence", materials: 1, texturesGenerated: 2, errors: 0 });
  });

  it("refuses frames of different sizes, naming the odd file", async () => {
    const frames = [
      await frame("a_1.png", [1, 2, 3, 255]),
      await frame("a_2.png", [1, 2, 3, 255], 8, 8),
      await frame("a_3.png", [1, 2, 3, 255]),
    ];
    await expect(convertLoose(frames)).rejects.toThrow(
      "a_2.png is 8x8, but a_1.png is 4x4: every frame of a sequence must be the same size",
    );
  });

  it("fails the whole sequence when one frame cannot be read, naming it", async () => {
    const frames = [await frame("f_1.png", [1, 2, 3, 255]), { name: "f_2.png", bytes: strToU8("garbage") }];
    await expect(convertLoose(frames)).rejects.toThrow(/^f_2\.png: /);
  });

  it("needs at least two frames, also when Image Sequence was chosen for one image", async () => {
    const one = await frame("only.png", [1, 2, 3, 255]);
    await expect(convertLoose([one])).rejects.toThrow("An image sequence needs at least 2 frames; got 1");
    await expect(convertLoose(one, { inputType: "sequence" })).rejects.toThrow(
      "An image sequence needs at least 2 frames; got 1",
    );
  });

  it("counts the whole strip against the pixel budget", async () => {
    const frames = [await frame("b_1.png", [1, 2, 3, 255]), await frame("b_2.png", [1, 2, 3, 255])];
    const run = convertPack(frames, {}, { sink: () => {}, generate: flatGenerator(), maxPixels: 31 });
    await expect(run).rejects.toThrow("b.png: 2 frames of 4x4 make a 4x8 strip, over the limit of 31 pixels");
  });
});

describe("convertPack on a GIF", () => {
  function gif(frames: { index: number; delay: number }[]): Uint8Array {
    const buffer = new Uint8Array(4096);
    const writer = new GifWriter(buffer, 2, 2, { palette: [0xff0000, 0x00ff00] });
    for (const f of frames) writer.addFrame(0, 0, 2, 2, new Array(4).fill(f.index), { delay: f.delay, disposal: 1 });
    return buffer.slice(0, writer.end());
  }

  it("converts an animated GIF to a PNG strip with an mcmeta from its delays (50 ms per tick)", async () => {
    const bytes = gif([
      { index: 0, delay: 10 },
      { index: 1, delay: 10 },
    ]);
    // The batch converts each dropped file as a single image (inputType "single").
    const { output, calls } = await convertLoose({ name: "fire.gif", bytes }, { inputType: "single" });
    // The GIF itself is carried along, as every single image's own file is; the game loads the PNG strip.
    expect(Object.keys(output).sort()).toEqual([
      "fire.gif",
      "fire.png",
      "fire.png.mcmeta",
      "fire_n.png",
      "fire_n.png.mcmeta",
      "fire_s.png",
      "fire_s.png.mcmeta",
    ]);
    const strip = await decodePng(output["fire.png"] as Uint8Array);
    expect([strip.width, strip.height]).toEqual([2, 4]);
    for (const name of ["fire.png.mcmeta", "fire_n.png.mcmeta", "fire_s.png.mcmeta"]) {
      expect(JSON.parse(strFromU8(output[name] as Uint8Array)), name).toEqual({ animation: { frametime: 2 } });
    }
    expect(calls[0]?.frameHeight).toBe(2);
  });

  it("lists per-frame times when the delays differ, at least one tick each", async () => {
    const bytes = gif([
      { index: 0, delay: 0 },
      { index: 1, delay: 25 },
    ]);
    const { output } = await convertLoose({ name: "blink.gif", bytes });
    expect(JSON.parse(strFromU8(output["blink.png.mcmeta"] as Uint8Array))).toEqual({
      animation: {
        frames: [
          { index: 0, time: 1 },
          { index: 1, time: 5 },
        ],
      },
    });
  });

  it("converts a still GIF like any other image, without an mcmeta", async () => {
    const { output } = await convertLoose({ name: "leaf.gif", bytes: gif([{ index: 1, delay: 0 }]) });
    expect(Object.keys(output).sort()).toEqual(["leaf.gif", "leaf.png", "leaf_n.png", "leaf_s.png"]);
  });
});
