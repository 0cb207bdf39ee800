import { describe, expect, it } from "vitest";
import { createRawImage, type RawImage } from "../types.js";
import { classifyMaterial, resolveMaterialProfile } from "./classify-material.js";
import { generateMaterial } from "./generate-material.js";
import { meanHeight } from "./material-fixture.js";

/**
 * A 16x log end: a dark bark rim one texel wide around pale wood with a dark growth ring (a square
 * ring three texels in). `isPale` marks the earlywood.
 */
function logEnd(): { image: RawImage; isPale: boolean[] } {
  const image = createRawImage(16, 16);
  const isPale: boolean[] = [];
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      const edge = Math.min(x, y, 15 - x, 15 - y);
      const dark = edge === 0 || edge === 3;
      const v = dark ? 60 : 180 + ((x * 7 + y * 13) % 5) * 3;
      image.data.set([v, Math.round(v * 0.8), Math.round(v * 0.5), 255], (y * 16 + x) * 4);
      isPale.push(!dark);
    }
  }
  return { image, isPale };
}

describe("a log's cut end has its pale earlywood low", () => {
  it("sinks the pale wood below the dark rings and bark for a log or stem end (truth table)", () => {
    const { image, isPale } = logEnd();
    const rows = [
      { name: "block/oak_log_top.png", paleLow: true },
      { name: "block/stripped_warped_stem_top.png", paleLow: true },
      { name: "blocks/log_spruce_top.png", paleLow: true },
      { name: "block/stripped_birch_log_top.png", paleLow: true },
      // White bark: the light rim is bark, which stands proud; luminance is the right way round.
      { name: "block/birch_log_top.png", paleLow: false },
      { name: "block/oak_log.png", paleLow: false },
      { name: "block/oak_planks.png", paleLow: false },
      { name: "block/pumpkin_stem.png", paleLow: false },
    ];
    for (const { name, paleLow } of rows) {
      const { normal } = generateMaterial(image, {}, { name });
      const pale = meanHeight(normal, (i) => isPale[i]!);
      const dark = meanHeight(normal, (i) => !isPale[i]);
      expect(pale < dark, `${name}: pale wood ${pale} against rings and bark ${dark}`).toBe(paleLow);
    }
  });

  it("is a profile value a user mapping can switch off, and checks its type", () => {
    expect(classifyMaterial("block/jungle_log_top.png").endGrain).toBe(true);
    expect(classifyMaterial("block/jungle_log.png").endGrain).toBeUndefined();
    const off = resolveMaterialProfile("block/oak_log_top.png", { oak_log_top: { endGrain: false } });
    expect(off.endGrain).toBe(false);
    expect(() =>
      resolveMaterialProfile("block/oak_log_top.png", { oak_log_top: { endGrain: "yes" as never } }),
    ).toThrow('override "oak_log_top": endGrain must be true or false, got yes');
    const { image, isPale } = logEnd();
    const { normal } = generateMaterial(
      image,
      {},
      { name: "block/oak_log_top.png", materialOverrides: { oak_log_top: { endGrain: false } } },
    );
    expect(meanHeight(normal, (i) => isPale[i]!)).toBeGreaterThan(meanHeight(normal, (i) => !isPale[i]));
  });
});
