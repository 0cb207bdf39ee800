import { describe, expect, it } from "vitest";
import { classifyMaterial, resolveMaterialProfile } from "./classify-material.js";

const g = (name: string) => classifyMaterial(`assets/minecraft/textures/block/${name}.png`).f0OrMetal;

describe("classifyMaterial", () => {
  it("gives metals their LabPBR ids", () => {
    expect(g("iron_block")).toBe(230);
    expect(g("iron_bars")).toBe(230);
    expect(g("gold_block")).toBe(231);
    expect(classifyMaterial("textures/item/golden_sword.png").f0OrMetal).toBe(231);
    expect(g("copper_block")).toBe(234);
    expect(g("exposed_cut_copper")).toBe(234);
    expect(g("netherite_block")).toBe(255);
    expect(classifyMaterial("netherite_block").category).toBe("metal");
  });

  it("keeps ores, raw metal and patinated copper dielectric", () => {
    expect(g("iron_ore")).toBe(10);
    expect(g("deepslate_gold_ore")).toBe(10);
    expect(g("raw_iron_block")).toBe(10);
    expect(g("oxidized_copper")).toBe(10);
    expect(g("weathered_cut_copper")).toBe(10);
  });

  it("classifies numbered variants (random and connected textures) like the texture they vary", () => {
    const block = (name: string) => classifyMaterial(`assets/minecraft/textures/block/${name}.png`);
    for (const [variant, base] of [
      ["iron_ore1", "iron_ore"],
      ["diamond_ore1", "diamond_ore"],
      ["acacia_leaves2", "acacia_leaves"],
      ["stone10", "stone"],
      ["bricks3", "bricks"],
      ["magma2", "magma"],
      ["grass_block_top2", "grass_block_top"],
    ] as const)
      expect(block(variant), variant).toEqual(block(base));
    expect(block("iron_ore1").f0OrMetal).toBe(10);
    expect(block("acacia_leaves2").category).toBe("foliage");
    expect(block("magma2").emissive).toBe(true);
    // Words that are numbered by name keep their own meaning.
    expect(block("wheat_stage3").category).toBe("foliage");
  });

  it("reads a numbered connected-texture tile by its folder, as the block it connects", () => {
    const ctm = (path: string) => classifyMaterial(`assets/minecraft/optifine/ctm/${path}`);
    const block = (name: string) => classifyMaterial(`assets/minecraft/textures/block/${name}.png`);
    expect(ctm("iron_block/0.png")).toEqual(block("iron_block"));
    expect(ctm("iron_block/0.png").f0OrMetal).toBe(230);
    expect(ctm("white_stained_glass/12.png")).toEqual(block("white_stained_glass"));
    expect(ctm("white_stained_glass/12.png").roughness).toBe(0.2);
    // Replete's layout: grouping folders above the block's own, and `_overlays` skipped.
    expect(ctm("connected/glass/10.png").category).toBe("glass");
    expect(ctm("_overlays/ore/iron_ore/3.png")).toEqual(block("iron_ore"));
    // A tile with a name of its own keeps it.
    expect(ctm("glass/nether_bricks1.png")).toEqual(block("nether_bricks"));
  });

  it("does not let one word pull in unrelated names (chain command block, blaze powder, snow fox, end rod)", () => {
    const block = (path: string) => classifyMaterial(`assets/minecraft/textures/${path}.png`);
    expect(block("block/chain").f0OrMetal).toBe(230);
    expect(block("block/chain_command_block_side").f0OrMetal).toBe(10);
    expect(block("item/recovery_compass_00").f0OrMetal).toBe(10);
    expect(block("item/compass_12").f0OrMetal).toBe(230);
    expect(block("item/clock_00").f0OrMetal).toBe(231);
    // The bell hanging in the world is the entity texture, as gold as the item.
    expect(block("entity/bell/bell_body").f0OrMetal).toBe(231);
    expect(block("item/blaze_powder")).toMatchObject({ category: "generic", f0OrMetal: 10 });
    expect(block("block/powder_snow")).toMatchObject({ category: "ice", f0OrMetal: 5 });
    expect(block("entity/fox/snow_fox")).toMatchObject({ f0OrMetal: 10, sss: 0 });
    expect(block("block/end_rod").porosity).toBe(0);
    expect(block("block/end_stone").porosity).toBe(16);
    expect(block("block/soul_lantern").roughness).toBe(block("block/lantern").roughness);
    expect(block("block/soul_soil").roughness).toBe(1.45);
  });

  it("takes bricks cut from stone for stone and quartz blocks for polished stone", () => {
    const block = (name: string) => classifyMaterial(`assets/minecraft/textures/block/${name}.png`);
    for (const name of ["stone_bricks", "deepslate_bricks", "end_stone_bricks", "polished_blackstone_bricks"]) {
      expect(block(name).f0OrMetal, name).toBe(10);
    }
    expect(block("stone_bricks")).toMatchObject({ category: "stone", porosity: 8 });
    for (const name of ["bricks", "nether_bricks", "mud_bricks"]) expect(block(name).f0OrMetal, name).toBe(12);
    expect(block("bricks").porosity).toBe(24);
    expect(block("quartz_block_side")).toMatchObject({ category: "stone", roughness: 0.8 });
    expect(block("nether_quartz_ore").roughness).toBe(1.2);
    expect(classifyMaterial("textures/item/quartz.png").category).toBe("gem");
  });

  it("makes soil, bark, wool and cobblestone matte, natural stone a little so, polished stone glossier", () => {
    const roughness = (name: string) => classifyMaterial(`assets/minecraft/textures/block/${name}.png`).roughness;
    for (const name of ["dirt", "gravel", "oak_log", "white_wool", "cobblestone", "snow", "grass_block_snow"])
      expect(roughness(name), name).toBe(1.45);
    for (const name of ["stone", "andesite", "bricks", "iron_ore"]) expect(roughness(name), name).toBe(1.2);
    for (const name of ["polished_andesite", "smooth_stone", "prismarine"]) expect(roughness(name), name).toBe(0.8);
    expect(roughness("oak_planks")).toBe(1);
    // Polished categories keep their own polish; ice does, snow (same F0) does not.
    expect(roughness("glass")).toBe(0.2);
    expect(roughness("packed_ice")).toBe(0.3);
    expect(roughness("gold_block")).toBe(0.65);
  });

  it("uses the F0 table for water, ice, glass and gems", () => {
    expect(g("water_still")).toBe(5);
    expect(g("packed_ice")).toBe(5);
    expect(g("glass")).toBe(10);
    expect(g("red_stained_glass_pane_top")).toBe(10);
    expect(g("diamond_block")).toBe(43);
    expect(classifyMaterial("block/water_still.png").category).toBe("water");
    expect(classifyMaterial("block/dead_bubble_coral_block.png").category).not.toBe("water");
    expect(g("emerald_block")).toBe(13);
    expect(g("stone")).toBe(10);
    expect(g("oak_planks")).toBe(11);
    expect(g("terracotta")).toBe(12);
    expect(g("white_glazed_terracotta")).toBe(15);
  });

  it("never gives a dielectric an id above 229 or any name 238..254", () => {
    const names = [
      "stone",
      "dirt",
      "oak_leaves",
      "gold_ore",
      "glass",
      "something_unknown",
      "diamond_block",
      "lava_still",
    ];
    for (const name of names) {
      const value = g(name);
      expect(value <= 229 || (value >= 230 && value <= 237) || value === 255).toBe(true);
    }
  });

  it("sets porosity for soils, wool and wood and SSS for foliage, slime, honey and ice", () => {
    expect(classifyMaterial("sand").porosity).toBe(64);
    expect(classifyMaterial("white_wool").porosity).toBe(38);
    expect(classifyMaterial("oak_planks").porosity).toBe(12);
    expect(classifyMaterial("iron_block").porosity).toBe(0);
    expect(classifyMaterial("oak_leaves").sss).toBeGreaterThanOrEqual(65);
    expect(classifyMaterial("grass_block_top").sss).toBeGreaterThanOrEqual(65);
    expect(classifyMaterial("short_grass").sss).toBeGreaterThanOrEqual(65);
    expect(classifyMaterial("slime_block").sss).toBeGreaterThanOrEqual(65);
    expect(classifyMaterial("honey_block_side").sss).toBeGreaterThanOrEqual(65);
    expect(classifyMaterial("ice").sss).toBeGreaterThanOrEqual(65);
    expect(classifyMaterial("stone").sss).toBe(0);
    for (const name of ["chorus_flower", "chorus_plant", "sea_pickle", "cobweb"]) {
      expect(classifyMaterial(name).sss, name).toBeGreaterThanOrEqual(65);
    }
    // Dead coral is bleached stone; a dead bush and dried kelp are dry fibre.
    for (const name of ["dead_brain_coral_block", "dead_tube_coral", "dead_bush", "dried_kelp_side"]) {
      expect(classifyMaterial(name).sss, name).toBe(0);
    }
    expect(classifyMaterial("brain_coral_block").sss).toBeGreaterThanOrEqual(65);
  });

  it("knows which metal items have parts that are not metal", () => {
    for (const name of [
      "item/iron_pickaxe.png",
      "item/golden_sword.png",
      "item/netherite_axe.png",
      "item/copper_hoe.png",
    ]) {
      expect(classifyMaterial(name).nonMetalParts, name).toBe("wood");
    }
    for (const name of ["item/water_bucket.png", "item/lava_bucket.png", "item/axolotl_bucket.png"]) {
      expect(classifyMaterial(name).nonMetalParts, name).toBe("colour");
    }
    for (const name of ["item/bucket.png", "item/diamond_sword.png", "item/wooden_axe.png", "block/iron_block.png"]) {
      expect(classifyMaterial(name).nonMetalParts, name).toBeUndefined();
    }
    expect(() => resolveMaterialProfile("stone", { stone: { nonMetalParts: "glass" as never } })).toThrow(
      'nonMetalParts must be "wood" or "colour"',
    );
  });

  it("knows which ores have specks of a gem or metal", () => {
    expect(classifyMaterial("block/diamond_ore.png").oreMineral).toBe("diamond");
    expect(classifyMaterial("block/deepslate_emerald_ore.png").oreMineral).toBe("emerald");
    expect(classifyMaterial("block/lapis_ore.png").oreMineral).toBe("lapis");
    expect(classifyMaterial("block/gold_ore.png").oreMineral).toBe("gold");
    expect(classifyMaterial("block/copper_ore.png").oreMineral).toBe("copper");
    for (const name of [
      "block/iron_ore.png",
      "block/coal_ore.png",
      "block/nether_gold_ore.png",
      "block/diamond_block.png",
    ]) {
      expect(classifyMaterial(name).oreMineral, name).toBeUndefined();
    }
    // The ore as a whole stays stone.
    expect(classifyMaterial("block/gold_ore.png").f0OrMetal).toBe(10);
    expect(() => resolveMaterialProfile("stone", { stone: { oreMineral: "ruby" as never } })).toThrow(
      /oreMineral must be one of diamond, emerald, lapis, gold, copper/,
    );
  });
});

describe("resolveMaterialProfile", () => {
  it("applies overrides by stem, path ending or glob, later keys winning", () => {
    const profile = resolveMaterialProfile("assets/minecraft/textures/block/stone.png", {
      stone: { f0OrMetal: 20 },
      "block/stone.png": { porosity: 5 },
      "*stone*": { emissive: true },
      dirt: { f0OrMetal: 99 },
    });
    expect(profile).toMatchObject({ f0OrMetal: 20, porosity: 5, emissive: true });
  });

  it("refuses overrides outside the LabPBR ranges", () => {
    expect(() => resolveMaterialProfile("stone", { stone: { f0OrMetal: 240 } })).toThrow(
      'override "stone": f0OrMetal must be 0..229 (F0), 230..237 (metal id) or 255, got 240',
    );
    expect(() => resolveMaterialProfile("stone", { stone: { porosity: 70 } })).toThrow(
      'override "stone": porosity must be an integer 0..64, got 70',
    );
    expect(() => resolveMaterialProfile("stone", { stone: { sss: 30 } })).toThrow(
      'override "stone": sss must be 0 (none) or an integer 65..255, got 30',
    );
  });
});
