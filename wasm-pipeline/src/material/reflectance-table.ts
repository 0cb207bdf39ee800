import { hasWord, type NameTokens, stemIncludes, words } from "./name-tokens.js";
import { f0FromReflectance, type MaterialCategory, metalIds } from "./profile.js";

/** One row of the reflectance table: the first row whose test passes decides category and `_s` G. */
interface ReflectanceRule {
  test: (t: NameTokens) => boolean;
  category: MaterialCategory;
  f0OrMetal: number;
}

/** F0 of a dielectric from its index of refraction: ((n-1)/(n+1))^2, as `_s` G. */
const fromIor = (n: number): number => f0FromReflectance(100 * ((n - 1) / (n + 1)) ** 2);

const woodSpecies = ["oak", "spruce", "birch", "jungle", "acacia", "mangrove", "cherry", "crimson", "warped", "bamboo"];
const foliageWords = [
  "leaves",
  "grass",
  "fern",
  "vine",
  "vines",
  "sapling",
  "propagule",
  "dandelion",
  "poppy",
  "orchid",
  "allium",
  "bluet",
  "tulip",
  "daisy",
  "cornflower",
  "lily",
  "rose",
  "sunflower",
  "lilac",
  "peony",
  "torchflower",
  "pitcher",
  "wheat",
  "carrots",
  "potatoes",
  "beetroots",
  "cane",
  "kelp",
  "seagrass",
  "bush",
  "cactus",
  "moss",
  "azalea",
  "dripleaf",
  "blossom",
  "roots",
  "sprouts",
  "fungus",
  "lichen",
  "petals",
  "stage0",
  "stage1",
  "stage2",
  "stage3",
];

// Word lists, built once: a test then costs one Set lookup per word of the name.
const oreWords = words("ore", "raw");
const netheriteWord = words("netherite");
const goldWords = words("gold", "golden", "clock");
const goldFoodWords = words("apple", "carrot", "melon");
const copperWord = words("copper");
const patinaWords = words("oxidized", "weathered");
const ironWords = words("iron", "chainmail", "anvil", "cauldron", "hopper", "minecart", "shears", "bucket", "compass");
// A chain is iron; a chain command block is not, and a recovery compass is echo shards, not iron.
const chainWord = words("chain");
const notIronWords = words("command", "recovery");
const diamondWord = words("diamond");
const emeraldWord = words("emerald");
const crystalWords = words("amethyst", "quartz");
// Quartz as a building block (block, bricks, pillar, smooth, chiseled) is polished stone; the item is a gem.
const quartzWord = words("quartz");
const obsidianWord = words("obsidian");
const glassWord = words("glass");
const waterWords = words("water", "bubble");
const coralWord = words("coral");
const frozenWords = words("ice", "snow");
const furWords = words("fox");
const concreteWord = words("concrete");
const stickyWords = words("slime", "honey", "honeycomb");
const glazedWord = words("glazed");
const fireClayWords = words("terracotta", "clay", "pot");
const brickWords = words("brick", "bricks");
const woodWords = words(
  "planks",
  "log",
  "wood",
  "stem",
  "hyphae",
  "bookshelf",
  "barrel",
  "lectern",
  "ladder",
  "scaffolding",
);
const fungalGroundWords = words("nylium", "wart");
const fabricWords = words("wool", "carpet", "bed");
const soilWords = words("dirt", "sand", "gravel", "mud", "farmland", "soil", "mycelium", "podzol", "nylium");
const stoneWords = words(
  "stone",
  "cobblestone",
  "deepslate",
  "andesite",
  "diorite",
  "granite",
  "tuff",
  "calcite",
  "basalt",
);
const moreStoneWords = words(
  "blackstone",
  "netherrack",
  "sandstone",
  "concrete",
  "prismarine",
  "dripstone",
  "bedrock",
  "purpur",
);
const foliageSet = words(...foliageWords);

/** Natural and cut stone by name (stone, deepslate, blackstone, prismarine...). */
export function isStoneName(t: NameTokens): boolean {
  return hasWord(t, stoneWords) || hasWord(t, moreStoneWords);
}
const woodSpeciesWords = words(...woodSpecies);

/**
 * Ordered from specific to general. Ores and raw-metal blocks are stone with specks, so they never match a
 * metal; oxidised and weathered copper are a mineral patina, not bare metal.
 */
const rules: ReflectanceRule[] = [
  { test: (t) => hasWord(t, oreWords), category: "stone", f0OrMetal: 10 },
  { test: (t) => hasWord(t, netheriteWord), category: "metal", f0OrMetal: metalIds.generic },
  {
    test: (t) =>
      (hasWord(t, goldWords) && !hasWord(t, goldFoodWords)) ||
      stemIncludes(t, "light_weighted_pressure_plate") ||
      t.stem === "bell" ||
      t.stem === "bell_body",
    category: "metal",
    f0OrMetal: metalIds.gold,
  },
  { test: (t) => hasWord(t, copperWord) && hasWord(t, patinaWords), category: "stone", f0OrMetal: 10 },
  { test: (t) => hasWord(t, copperWord) || t.stem === "lightning_rod", category: "metal", f0OrMetal: metalIds.copper },
  {
    test: (t) =>
      ((hasWord(t, ironWords) || hasWord(t, chainWord)) && !hasWord(t, notIronWords)) ||
      stemIncludes(t, "heavy_weighted_pressure_plate"),
    category: "metal",
    f0OrMetal: metalIds.iron,
  },
  // LabPBR's table value: IOR 2.42 rounds to 44, above the F0 43 our validator (and the product spec)
  // hold non-metals to, so a converted diamond would warn against its own converter.
  { test: (t) => hasWord(t, diamondWord), category: "gem", f0OrMetal: 43 },
  { test: (t) => hasWord(t, emeraldWord), category: "gem", f0OrMetal: fromIor(1.58) },
  { test: (t) => hasWord(t, quartzWord) && t.stem !== "quartz", category: "stone", f0OrMetal: fromIor(1.544) },
  { test: (t) => hasWord(t, crystalWords), category: "gem", f0OrMetal: fromIor(1.544) },
  { test: (t) => hasWord(t, obsidianWord), category: "gem", f0OrMetal: fromIor(1.5) },
  { test: (t) => hasWord(t, glassWord), category: "glass", f0OrMetal: fromIor(1.5) },
  // Bubble coral is coral, not water.
  { test: (t) => hasWord(t, waterWords) && !hasWord(t, coralWord), category: "water", f0OrMetal: fromIor(1.33) },
  {
    test: (t) => hasWord(t, frozenWords) && !hasWord(t, concreteWord) && !hasWord(t, furWords),
    category: "ice",
    f0OrMetal: fromIor(1.31),
  },
  { test: (t) => hasWord(t, stickyWords), category: "organic", f0OrMetal: fromIor(1.47) },
  {
    test: (t) => hasWord(t, foliageSet) && !stemIncludes(t, "grass_block_side", "grass_block_snow", "dirt_path"),
    category: "foliage",
    f0OrMetal: 9,
  },
  { test: (t) => hasWord(t, glazedWord), category: "stone", f0OrMetal: 15 },
  // Bricks are fired clay unless they are cut from a stone (stone, deepslate, prismarine... bricks).
  {
    test: (t) => hasWord(t, fireClayWords) || (hasWord(t, brickWords) && !isStoneName(t)),
    category: "stone",
    f0OrMetal: 12,
  },
  {
    test: (t) => hasWord(t, woodWords) || (hasWord(t, woodSpeciesWords) && !hasWord(t, fungalGroundWords)),
    category: "wood",
    f0OrMetal: 11,
  },
  { test: (t) => hasWord(t, fabricWords), category: "fabric", f0OrMetal: 10 },
  {
    test: (t) => hasWord(t, soilWords),
    category: "soil",
    f0OrMetal: 10,
  },
  { test: isStoneName, category: "stone", f0OrMetal: 10 },
];

/** Category and `_s` G for a texture name; unknown names are a generic dielectric (F0 0.04, G 10). */
export function reflectanceFor(tokens: NameTokens): { category: MaterialCategory; f0OrMetal: number } {
  const rule = rules.find((candidate) => candidate.test(tokens));
  return rule ? { category: rule.category, f0OrMetal: rule.f0OrMetal } : { category: "generic", f0OrMetal: 10 };
}
