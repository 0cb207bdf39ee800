import { describe, expect, it } from "vitest";
import { createRawImage } from "../types.js";
import { generateMaterial } from "./generate-material.js";
import { channel, frameOf, syntheticStone } from "./material-fixture.js";

// `_s` A (emission) and the parts of a metal item's `_s` G that are not metal.
describe("generateMaterial: light and metal", () => {
  it("lets the bright pixels of a light source emit (0..254) and the darkest not at all", () => {
    const { specular } = generateMaterial(syntheticStone(), {}, { name: "block/glowstone.png" });
    const emission = channel(specular, 3);
    expect(Math.max(...emission)).toBe(254);
    expect(Math.min(...emission)).toBe(0);
  });

  it("keeps a metal tool's wooden handle and a bucket's water out of its metal", () => {
    // 4x4: the top row is the iron head (greys), the rest a stick's browns, dark and light.
    const pickaxe = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) pickaxe.data.set(i < 4 ? [200, 200, 205, 255] : [104, 78, 47, 255], i * 4);
    pickaxe.data.set([137, 103, 39, 255], 8 * 4);
    const g = channel(generateMaterial(pickaxe, {}, { name: "item/iron_pickaxe.png" }).specular, 1);
    expect(g).toEqual([230, 230, 230, 230, ...new Array(12).fill(11)]);
    // Gold is as yellow as wood is brown, but brighter: the head stays gold.
    const gold = createRawImage(2, 1);
    gold.data.set([252, 238, 75, 255, 104, 78, 47, 255]);
    expect(channel(generateMaterial(gold, {}, { name: "item/golden_sword.png" }).specular, 1)).toEqual([231, 11]);
    const bucket = createRawImage(2, 1);
    bucket.data.set([190, 190, 190, 255, 40, 60, 200, 255]);
    expect(channel(generateMaterial(bucket, {}, { name: "item/water_bucket.png" }).specular, 1)).toEqual([230, 10]);
    // An empty bucket, and a brown pixel on an iron block, stay iron.
    expect(channel(generateMaterial(pickaxe, {}, { name: "item/bucket.png" }).specular, 1)[8]).toBe(230);
    expect(channel(generateMaterial(pickaxe, {}, { name: "block/iron_block.png" }).specular, 1)[8]).toBe(230);
  });

  it("makes a metal tool's wooden handle as rough as wood, not polished like its head", () => {
    // 4x4: the top row is the iron head (greys), the rest a stick's browns, dark and light.
    const pickaxe = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) pickaxe.data.set(i < 4 ? [200, 200, 205, 255] : [104, 78, 47, 255], i * 4);
    pickaxe.data.set([137, 103, 39, 255], 8 * 4);
    const smoothness = (name: string) => channel(generateMaterial(pickaxe, {}, { name }).specular, 0);
    const tool = smoothness("item/iron_pickaxe.png");
    const allIron = smoothness("item/iron_ingot.png");
    const allWood = smoothness("item/stick.png");
    // The head keeps the metal's polish; the handle gets what the same pixels get as a plain stick.
    expect(tool.slice(0, 4)).toEqual(allIron.slice(0, 4));
    expect(tool.slice(4)).toEqual(allWood.slice(4));
    for (let i = 4; i < 16; i++) expect(tool[i]).toBeLessThan(allIron[i]!);
  });

  it("gives an ore's gems their own F0 and a gem's polish, so they shine out of the stone", () => {
    // 4x4 grey stone with a 2x2 diamond of cyan in the middle; deepslate gold ore the same with gold.
    const ore = (speck: number[]) => {
      const image = createRawImage(4, 4);
      for (let i = 0; i < 16; i++)
        image.data.set([110 + (i % 3) * 12, 108 + (i % 3) * 12, 105 + (i % 3) * 12, 255], i * 4);
      for (const i of [5, 6, 9, 10]) image.data.set(speck, i * 4);
      return image;
    };
    const specks = [5, 6, 9, 10];
    const diamond = generateMaterial(ore([90, 230, 220, 255]), {}, { name: "block/diamond_ore.png" }).specular;
    const g = channel(diamond, 1);
    const r = channel(diamond, 0);
    for (let i = 0; i < 16; i++) expect(g[i], `pixel ${i}`).toBe(specks.includes(i) ? 43 : 10);
    // Busy pixels read as rough: with the stone's roughness the gems came out duller than the stone.
    const stone = r.filter((_, i) => !specks.includes(i));
    for (const i of specks) expect(r[i]).toBeGreaterThan(Math.max(...stone));
    const gold = channel(
      generateMaterial(ore([230, 190, 40, 255]), {}, { name: "block/deepslate_gold_ore.png" }).specular,
      1,
    );
    expect(specks.map((i) => gold[i])).toEqual([231, 231, 231, 231]);
    expect(gold[0]).toBe(10);
    // An overlay ore (transparent but for its copper, drawn over stone) is measured against grey.
    const overlay = ore([200, 110, 60, 255]);
    for (let i = 0; i < 16; i++) if (!specks.includes(i)) overlay.data[i * 4 + 3] = 0;
    const copper = channel(generateMaterial(overlay, {}, { name: "block/copper_ore.png" }).specular, 1);
    expect(specks.map((i) => copper[i])).toEqual([234, 234, 234, 234]);
    // Stone without specks, and a nether ore (saturated netherrack), stay one material.
    expect(
      new Set(channel(generateMaterial(ore([120, 118, 115, 255]), {}, { name: "block/diamond_ore.png" }).specular, 1)),
    ).toEqual(new Set([10]));
    expect(
      new Set(
        channel(generateMaterial(ore([230, 190, 40, 255]), {}, { name: "block/nether_gold_ore.png" }).specular, 1),
      ),
    ).toEqual(new Set([10]));
  });

  it("lets a furnace's fire glow, not the lighter stone around it", () => {
    // 8x8: light grey stone (170) around a 2x2 fire of orange (255, 140, 0) and dark red embers
    // (150, 30, 0). The stone is the brightest by luminance (170 against 153 and 51).
    const furnace = createRawImage(8, 8);
    for (let i = 0; i < 64; i++) furnace.data.set([170, 170, 170, 255], i * 4);
    const fire = [27, 28];
    const embers = [35, 36];
    for (const i of fire) furnace.data.set([255, 140, 0, 255], i * 4);
    for (const i of embers) furnace.data.set([150, 30, 0, 255], i * 4);
    const { specular } = generateMaterial(furnace, {}, { name: "block/furnace_front_on.png" });
    const emission = channel(specular, 3);
    for (const i of fire) expect(emission[i]).toBe(254);
    // Embers glow V 0.59 × (0.3 + 0.7 × 1) against the fire's 1.0: above the 50 % floor, below the top.
    for (const i of embers) expect(emission[i]).toBe(Math.round(254 * Math.sqrt((150 / 255 - 0.5) / 0.5)));
    const stone = emission.filter((_, i) => !fire.includes(i) && !embers.includes(i));
    expect(new Set(stone)).toEqual(new Set([0]));
  });

  it("lights lava's dark crust a fifth, its molten streaks fully, and a lava bucket's iron not at all", () => {
    // 4x4: dark crust (60, 20, 10) with a streak of molten orange (255, 140, 0) and one ember (200, 80, 0).
    const lava = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) lava.data.set([60, 20, 10, 255], i * 4);
    for (const i of [4, 5, 6, 7]) lava.data.set([255, 140, 0, 255], i * 4);
    lava.data.set([200, 80, 0, 255], 9 * 4);
    const emission = channel(generateMaterial(lava, {}, { name: "block/lava_still.png" }).specular, 3);
    for (const i of [4, 5, 6, 7]) expect(emission[i]).toBe(254);
    // The ember's glow (0.3 × 200 + 0.7 × 200) / 255 = 0.784: (0.784 - 0.5) / 0.5 eased, over the fifth.
    const ember = Math.sqrt((200 / 255 - 0.5) / 0.5);
    expect(emission[9]).toBe(Math.round(254 * (0.2 + 0.8 * ember)));
    const crust = emission.filter((_, i) => i < 4 || (i > 7 && i !== 9));
    expect(new Set(crust)).toEqual(new Set([Math.round(254 * 0.2)]));
    const bucket = channel(generateMaterial(lava, {}, { name: "item/lava_bucket.png" }).specular, 3);
    expect(bucket[0]).toBe(0);
  });

  it("keeps a light's weakest glow dark even when all of it is bright: the rim of a froglight", () => {
    // Every pixel glows above half the top (rim 0.84, body 1.0): a share-of-top floor alone lights all.
    const froglight = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) froglight.data.set([255, 170, 60, 255], i * 4);
    const body = [5, 6, 9, 10];
    for (const i of body) froglight.data.set([255, 140, 0, 255], i * 4);
    const { specular } = generateMaterial(froglight, {}, { name: "block/ochre_froglight_side.png" });
    const emission = channel(specular, 3);
    for (const i of body) expect(emission[i]).toBe(254);
    expect(new Set(emission.filter((_, i) => !body.includes(i)))).toEqual(new Set([0]));
  });

  it("lets a light's pale centre glow with its saturated edge: no hole in a shroomlight", () => {
    // 4x4: 2 dull rim pixels, 10 pale centre pixels (glow 0.67), 4 saturated orange (glow 1.0). A
    // lower-quartile cut put the whole pale centre in the dark quarter.
    const shroom = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) shroom.data.set([255, 200, 120, 255], i * 4);
    const rim = [0, 15];
    const edge = [1, 2, 13, 14];
    for (const i of rim) shroom.data.set([120, 110, 100, 255], i * 4);
    for (const i of edge) shroom.data.set([255, 140, 0, 255], i * 4);
    const { specular } = generateMaterial(shroom, {}, { name: "block/shroomlight.png" });
    const emission = channel(specular, 3);
    const pale = (0.3 * 255 + 0.7 * 135) / 255;
    for (const i of edge) expect(emission[i]).toBe(254);
    for (const i of rim) expect(emission[i]).toBe(0);
    for (let i = 0; i < 16; i++)
      if (!rim.includes(i) && !edge.includes(i))
        expect(emission[i]).toBe(Math.round(254 * Math.sqrt((pale - 0.5) / 0.5)));
  });

  it("lights a jack o'lantern's pale face, not its saturated orange skin", () => {
    // PixelPerfection's colours: skin (214, 144, 55) has more colour glow (0.69) than the face
    // (255, 220, 132: 0.64) but far less brightness (0.60 against 0.87).
    const pumpkin = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) pumpkin.data.set([214, 144, 55, 255], i * 4);
    const face = [5, 6, 9, 10];
    for (const i of face) pumpkin.data.set([255, 220, 132, 255], i * 4);
    const { specular } = generateMaterial(pumpkin, {}, { name: "block/jack_o_lantern.png" });
    const emission = channel(specular, 3);
    for (const i of face) expect(emission[i]).toBe(254);
    expect(new Set(emission.filter((_, i) => !face.includes(i)))).toEqual(new Set([0]));
    // A carved pumpkin that is not lit stays dark.
    expect(new Set(channel(generateMaterial(pumpkin, {}, { name: "block/carved_pumpkin.png" }).specular, 3))).toEqual(
      new Set([255]),
    );
  });

  it("lets every pixel of a one-colour light glow fully", () => {
    const lamp = createRawImage(4, 4);
    for (let i = 0; i < 16; i++) lamp.data.set([250, 200, 90, 255], i * 4);
    const { specular } = generateMaterial(lamp, {}, { name: "block/sea_lantern.png" });
    expect(new Set(channel(specular, 3))).toEqual(new Set([254]));
  });

  it("measures an animated light's frames against the whole strip, so a dimmer frame glows less", () => {
    // Two 4x4 frames, the same pattern of embers on dark rock; the second frame's embers are at 60 %.
    const strip = createRawImage(4, 8);
    for (let i = 0; i < 32; i++) {
      const ember = i % 2 === 0;
      const dim = i >= 16 ? 0.6 : 1;
      strip.data.set(ember ? [255 * dim, 160 * dim, 0, 255] : [40, 20, 0, 255], i * 4);
    }
    const emission = channel(generateMaterial(strip, {}, { name: "block/magma.png", frameHeight: 4 }).specular, 3);
    expect(emission.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? 254 : 0)));
    // Glow 0.6 against the strip's 1.0, over the floor of half: (0.6 - 0.5) / 0.5, eased by the square root.
    const dimEmber = Math.round(254 * Math.sqrt(0.2));
    expect(emission.slice(16)).toEqual(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? dimEmber : 0)));
    // Alone, the dim frame is its own brightest light.
    const alone = channel(generateMaterial(frameOf(strip, 1, 4), {}, { name: "block/magma.png" }).specular, 3);
    expect(alone[0]).toBe(254);
  });
});
