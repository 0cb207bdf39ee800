import { readFileSync } from "node:fs";
import { strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl } from "../testing/corpus.js";
import { bytesSource, memorySink } from "../zip/index.js";
import { convertPack } from "./convert-pack.js";
import { buildPack, solid } from "./test-pack.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";

async function convert(files: Record<string, Uint8Array | string | ReturnType<typeof solid>>) {
  const out = memorySink();
  return convertPack(bytesSource(await buildPack(files)), {}, { sink: out.sink });
}

describe("maps a pack brings are checked, not just copied", () => {
  it("reports a kept hand-made _n's problems as Validate Only does (Replete's tnt_side: OpenGL normals)", async () => {
    const replete = unzipSync(readFileSync(new URL("replete-labpbr.zip", corpusUrl)), {
      filter: (file) => /block\/tnt_side(_n|_s)?\.png$/.test(file.name),
    });
    const files = Object.fromEntries(
      Object.entries(replete).map(([name, bytes]) => [`${block}${name.slice(name.lastIndexOf("/") + 1)}`, bytes]),
    );
    const { files: results } = await convert({
      "pack.mcmeta": '{"pack":{"pack_format":34,"description":"x"}}',
      ...files,
    });
    const normal = results.find((file) => file.originalPath === `${block}tnt_side_n.png`);
    expect(normal?.validationStatus).toBe("warning");
    expect(normal?.validationIssues.map((issue) => issue.message).join(" ")).toMatch(/OpenGL \(Y up\)/);
    expect(results.find((file) => file.originalPath === `${block}tnt_side_s.png`)?.validationStatus).not.toBe(
      "pending",
    );
  });

  it("reports a kept map that is not an image as an error and still copies it", async () => {
    const broken = strToU8("not a png");
    const out = memorySink();
    const { files } = await convertPack(
      bytesSource(
        await buildPack({
          "pack.mcmeta": '{"pack":{"pack_format":34,"description":"x"}}',
          [`${block}dirt.png`]: solid(16, 16, [110, 80, 50, 255]),
          [`${block}dirt_n.png`]: broken,
        }),
      ),
      {},
      { sink: out.sink },
    );
    const kept = files.find((file) => file.originalPath === `${block}dirt_n.png`);
    expect(kept?.validationStatus).toBe("error");
    expect(kept?.validationIssues[0]?.message).toMatch(/dirt_n\.png: .*not a PNG/);
    expect(unzipSync(out.bytes())[`${block}dirt_n.png`]).toEqual(broken);
  });

  it("reports a kept map whose size or frame count does not match its base, and still copies it", async () => {
    const out = memorySink();
    const packFiles = {
      "pack.mcmeta": '{"pack":{"pack_format":34,"description":"x"}}',
      [`${block}stone.png`]: solid(16, 16, [120, 120, 120, 255]),
      [`${block}stone_n.png`]: solid(32, 32, [128, 128, 255, 255]),
      [`${block}stone_s.png`]: solid(16, 16, [80, 240, 0, 255]),
      [`${block}dirt.png`]: solid(16, 16, [110, 80, 50, 255]),
      [`${block}dirt_s.png`]: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4, 5]),
      [`${block}lava.png`]: solid(16, 64, [220, 90, 10, 255]),
      [`${block}lava.png.mcmeta`]: '{"animation":{"frametime":2}}',
      [`${block}lava_n.png`]: solid(16, 16, [128, 128, 255, 255]),
    };
    const input = await buildPack(packFiles);
    const { files } = await convertPack(bytesSource(input), {}, { sink: out.sink });
    const result = (name: string) => files.find((file) => file.originalPath === `${block}${name}`);
    const messages = (name: string) => result(name)?.validationIssues.map((issue) => issue.message) ?? [];

    expect(result("stone_n.png")?.validationStatus).toBe("error");
    expect(messages("stone_n.png")).toContain("_n is 32x32 but its base texture is 16x16");
    expect(result("lava_n.png")?.validationStatus).toBe("error");
    expect(messages("lava_n.png")).toContain("_n has 1 frame but its base texture is animated with 4 frames");
    expect(result("stone_s.png")?.validationStatus).toBe("error");
    expect(result("dirt_s.png")?.validationStatus).toBe("error");
    expect(messages("dirt_s.png")[0]).toMatch(new RegExp(`^${block}dirt_s\\.png: [^/]+$`));
    // Reported, never repaired: every map is in the output byte for byte.
    const output = unzipSync(out.bytes());
    const original = unzipSync(input);
    for (const name of ["stone_n.png", "stone_s.png", "dirt_s.png", "lava_n.png"]) {
      expect(output[`${block}${name}`]).toEqual(original[`${block}${name}`]);
    }
  });
});
