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
});
