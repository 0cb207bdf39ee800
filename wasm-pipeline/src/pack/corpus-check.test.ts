import { strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { convertPack } from "./convert-pack.js";
import { checkConvertedPack } from "./corpus-check.js";
import type { MaterialGenerator } from "./material-step.js";
import { buildPack, flatGenerator, solid } from "./test-pack.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";

async function convertWith(generate: MaterialGenerator) {
  const zip = await buildPack({
    "pack.mcmeta": '{"pack":{"pack_format":34,"description":"x"}}',
    [`${block}stone.png`]: solid(4, 4, [100, 100, 100, 255]),
  });
  const out = memorySink();
  await convertPack(bytesSource(zip), {}, { sink: out.sink, generate, validate: false });
  const output: Record<string, Uint8Array> = unzipSync(out.bytes());
  return { input: unzipSync(zip), output };
}

describe("checkConvertedPack (the done-when checks can fail)", () => {
  it("passes a correct conversion", async () => {
    const { input, output } = await convertWith(flatGenerator());
    expect((await checkConvertedPack(input, output)).problems).toEqual([]);
  });

  it("catches changed inputs, missing declaration, bad normals, height 0 and unassigned F0", async () => {
    const bad: MaterialGenerator = (albedo) => ({
      baseColor: albedo,
      normal: solid(albedo.width, albedo.height, [255, 255, 255, 0]),
      specular: solid(albedo.width, albedo.height, [0, 240, 0, 255]),
    });
    const { input, output } = await convertWith(bad);
    output[`${block}stone.png`] = strToU8("changed");
    delete output["assets/minecraft/optifine/texture.properties"];
    const { problems } = await checkConvertedPack(input, output);
    expect(problems).toContain(`${block}stone.png: changed in the output`);
    expect(problems).toContain("no format=lab-pbr/1.3");
    expect(problems.some((p) => p.includes("|XY| > 1"))).toBe(true);
    expect(problems.some((p) => p.includes("height 0"))).toBe(true);
    expect(problems.some((p) => p.includes("unassigned 238..254"))).toBe(true);
  });

  it("catches a wrong-size map and a dielectric marked as metal", async () => {
    const { input, output } = await convertWith(flatGenerator());
    output[`${block}stone_n.png`] = await encodePng(solid(4, 8, [128, 128, 255, 255]));
    output[`${block}stone_s.png`] = await encodePng(solid(4, 4, [0, 230, 0, 255]));
    const { problems } = await checkConvertedPack(input, output);
    expect(problems).toContain(`${block}stone_n.png: 4x8, base is 4x4`);
    expect(problems.some((p) => p.includes("marks a metal, but this is not one"))).toBe(true);
  });
});
