import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { analyzeF0 } from "../analyse/analyze-f0.js";
import { encodePng } from "../codecs/png.js";
import { initWorkerCodecs } from "../runtime/workers.js";
import { createRawImage } from "../types.js";
import { looseTexturesResult, looseTexturesZip } from "./test-loose-zip.js";
import { validatePack } from "./validate-pack.js";

describe("validator and analysers inside workerd", () => {
  it("validates a small pack and analyses a _s map", async () => {
    await initWorkerCodecs();
    const specular = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) specular.data.set([100, i < 8 ? 10 : 240, 0, 255], i * 4);
    const zip = zipSync({
      "pack.mcmeta": new TextEncoder().encode('{"pack": {"pack_format": 34, "description": "w"}}'),
      "assets/minecraft/textures/block/stone_s.png": await encodePng(specular),
    });
    const result = await validatePack(zip);
    expect(result.issues.filter((issue) => issue.level === "error").map((issue) => issue.value)).toEqual([240]);
    expect(analyzeF0(specular).averageF0).toBe(10);
  });

  it("answers for a single image's loose-texture zip exactly as Node does (loose-textures.test.ts)", async () => {
    await initWorkerCodecs();
    expect(await validatePack(await looseTexturesZip())).toEqual(looseTexturesResult);
  });
});
