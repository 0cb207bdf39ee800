import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeImage } from "../codecs/decode-image.js";
import { luminance } from "../kernels/luminance.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { createRawImage, type RawImage } from "../types.js";
import { classifyMaterial, resolveMaterialProfile } from "./classify-material.js";
import { generateMaterial } from "./generate-material.js";
import { channel, meanHeight } from "./material-fixture.js";
import { mortarIsLight } from "./mortar.js";

/**
 * A 16x running bond: courses of 3-texel-tall bricks under a 1-texel mortar row, joints every 8 texels,
 * offset by 4 on every other course, each texel `scale` pixels wide. `mortar` and `brick` are grey levels;
 * bricks carry a little speckle.
 */
function brickWall(mortar: number, brick: number, scale = 1): { image: RawImage; isMortar: boolean[] } {
  const size = 16 * scale;
  const image = createRawImage(size, size);
  const isMortar: boolean[] = [];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const [x, y] = [Math.floor(px / scale), Math.floor(py / scale)];
      const course = y >> 2;
      const joint = (x + (course % 2) * 4) % 8 === 7;
      const inMortar = y % 4 === 3 || joint;
      const speckle = ((x * 7 + y * 13) % 5) * 3;
      const v = inMortar ? mortar : brick + speckle;
      image.data.set([v, v, v, 255], (py * size + px) * 4);
      isMortar.push(inMortar);
    }
  }
  return { image, isMortar };
}

describe("mortar goes low in masonry", () => {
  it("raises the bricks above light mortar and above dark mortar alike (truth table)", () => {
    const rows = [
      { mortar: "light", wall: brickWall(200, 110) },
      { mortar: "dark", wall: brickWall(50, 140) },
    ];
    for (const { mortar, wall } of rows) {
      const { normal } = generateMaterial(wall.image, {}, { name: "assets/minecraft/textures/block/bricks.png" });
      const bricks = meanHeight(normal, (i) => !wall.isMortar[i]);
      const joints = meanHeight(normal, (i) => wall.isMortar[i]!);
      expect(bricks, `${mortar} mortar: bricks ${bricks} against mortar ${joints}`).toBeGreaterThan(joints + 10);
    }
  });

  it("tells light mortar from dark, and decides nothing on a flat tint", () => {
    expect(mortarIsLight(luminance(brickWall(200, 110).image), 1)).toBe(true);
    expect(mortarIsLight(luminance(brickWall(50, 140).image), 1)).toBe(false);
    // 32x: the lines are looked for at the scale of a 16x texel.
    const wide = brickWall(200, 110, 2).image;
    expect(mortarIsLight(luminance(wide), 2)).toBe(true);
    expect(mortarIsLight(luminance(brickWall(128, 127).image), 1)).toBe(false);
  });

  it("keeps the luminance height for names that are not walls of bricks or tiles", () => {
    expect(classifyMaterial("block/stone_bricks.png").masonry).toBe(true);
    expect(classifyMaterial("block/deepslate_tiles.png").masonry).toBe(true);
    expect(classifyMaterial("block/nether_brick_fence.png").masonry).toBeUndefined();
    expect(classifyMaterial("block/cobblestone.png").masonry).toBeUndefined();
    expect(resolveMaterialProfile("block/bricks.png", { bricks: { masonry: false } }).masonry).toBe(false);
    expect(() => resolveMaterialProfile("block/bricks.png", { bricks: { masonry: 1 as never } })).toThrow(
      'override "bricks": masonry must be true or false, got 1',
    );
    const wall = brickWall(200, 110);
    const { normal } = generateMaterial(wall.image, {}, { name: "assets/minecraft/textures/block/cobblestone.png" });
    expect(meanHeight(normal, (i) => wall.isMortar[i]!)).toBeGreaterThan(meanHeight(normal, (i) => !wall.isMortar[i]));
  });

  it("decides per frame of an animation", () => {
    const light = brickWall(200, 110);
    const dark = brickWall(50, 140);
    const strip = createRawImage(16, 32);
    strip.data.set(dark.image.data, 0);
    strip.data.set(light.image.data, dark.image.data.length);
    const { normal } = generateMaterial(strip, {}, { name: "block/bricks.png", frameHeight: 16 });
    const isMortar = [...dark.isMortar, ...light.isMortar];
    for (const frame of [0, 1]) {
      const inFrame = (i: number) => i >> 8 === frame;
      const bricks = meanHeight(normal, (i) => inFrame(i) && !isMortar[i]);
      const joints = meanHeight(normal, (i) => inFrame(i) && isMortar[i]!);
      expect(bricks, `frame ${frame}`).toBeGreaterThan(joints + 10);
    }
  });

  it("sinks VoxeLibre's light grey mortar below its red bricks", async () => {
    await initNodeCodecs();
    const path = "assets/minecraft/textures/block/bricks.png";
    const files = unzipSync(readFileSync(new URL("voxelibre-rp.zip", corpus)), { filter: (f) => f.name === path });
    const albedo = await decodeImage(files[path]!, { filename: path });
    // The mortar is the grey (about 162, 143, 130): channels within 50 of each other; the bricks are red
    // (145, 71, 56).
    const grey = (i: number) => {
      const [r, g, b] = albedo.data.slice(i * 4, i * 4 + 3);
      return Math.max(r!, g!, b!) - Math.min(r!, g!, b!) < 50;
    };
    const mortarShare = channel(albedo, 0).filter((_, i) => grey(i)).length / (albedo.width * albedo.height);
    expect(mortarShare).toBeGreaterThan(0.15);
    expect(mortarShare).toBeLessThan(0.5);
    const { normal } = generateMaterial(albedo, {}, { name: path });
    const mortar = meanHeight(normal, grey);
    const bricks = meanHeight(normal, (i) => !grey(i));
    expect(mortar, `mortar ${mortar} against bricks ${bricks}`).toBeLessThan(bricks - 10);
  });
});
