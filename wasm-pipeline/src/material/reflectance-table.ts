import { hasWord, type NameTokens, stemIncludes } from "./name-tokens.js";
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

/**
 * Ordered from specific to general. Ores and raw-metal blocks are stone with specks, so they never match a
 * metal; oxidised and weathered copper are a mineral patina, not bare metal.
 */
const rules: ReflectanceRule[] = [
  { test: (t) => hasWord(t, "ore", "raw"), category: "stone", f0OrMetal: 10 },
  { test: (t) => hasWord(t, "netherite"), category: "metal", f0OrMetal: metalIds.generic },
  {
    test: (t) =>
      (hasWord(t, "gold", "golden") && !hasWord(t, "apple", "carrot", "melon")) ||
      stemIncludes(t, "light_weighted_pressure_plate") ||
      t.stem === "bell",
    category: "metal",
    f0OrMetal: metalIds.gold,
  },
  { test: (t) => hasWord(t, "copper") && hasWord(t, "oxidized", "weathered"), category: "stone", f0OrMetal: 10 },
  { test: (t) => hasWord(t, "copper") || t.stem === "lightning_rod", category: "metal", f0OrMetal: metalIds.copper },
  {
    test: (t) =>
      hasWord(t, "iron", "chain", "chainmail", "anvil", "cauldron", "hopper", "minecart", "shears", "bucket") ||
      stemIncludes(t, "heavy_weighted_pressure_plate"),
    category: "metal",
    f0OrMetal: metalIds.iron,
  },
  { test: (t) => hasWord(t, "diamond"), category: "gem", f0OrMetal: fromIor(2.42) },
  { test: (t) => hasWord(t, "emerald"), category: "gem", f0OrMetal: fromIor(1.58) },
  { test: (t) => hasWord(t, "amethyst", "quartz"), category: "gem", f0OrMetal: fromIor(1.544) },
  { test: (t) => hasWord(t, "obsidian"), category: "gem", f0OrMetal: fromIor(1.5) },
  { test: (t) => hasWord(t, "glass"), category: "glass", f0OrMetal: fromIor(1.5) },
  { test: (t) => hasWord(t, "water", "bubble"), category: "water", f0OrMetal: fromIor(1.33) },
  {
    test: (t) => hasWord(t, "ice", "snow", "powder") && !hasWord(t, "concrete"),
    category: "ice",
    f0OrMetal: fromIor(1.31),
  },
  { test: (t) => hasWord(t, "slime", "honey", "honeycomb"), category: "organic", f0OrMetal: fromIor(1.47) },
  {
    test: (t) => hasWord(t, ...foliageWords) && !stemIncludes(t, "grass_block_side", "grass_block_snow", "dirt_path"),
    category: "foliage",
    f0OrMetal: 9,
  },
  { test: (t) => hasWord(t, "glazed"), category: "stone", f0OrMetal: 15 },
  { test: (t) => hasWord(t, "terracotta", "clay", "brick", "bricks", "pot"), category: "stone", f0OrMetal: 12 },
  {
    test: (t) =>
      hasWord(
        t,
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
      ) ||
      (hasWord(t, ...woodSpecies) && !hasWord(t, "nylium", "wart")),
    category: "wood",
    f0OrMetal: 11,
  },
  { test: (t) => hasWord(t, "wool", "carpet", "bed"), category: "fabric", f0OrMetal: 10 },
  {
    test: (t) => hasWord(t, "dirt", "sand", "gravel", "mud", "farmland", "soil", "mycelium", "podzol", "nylium"),
    category: "soil",
    f0OrMetal: 10,
  },
  {
    test: (t) =>
      hasWord(t, "stone", "cobblestone", "deepslate", "andesite", "diorite", "granite", "tuff", "calcite", "basalt") ||
      hasWord(t, "blackstone", "netherrack", "sandstone", "concrete", "prismarine", "dripstone", "bedrock", "purpur"),
    category: "stone",
    f0OrMetal: 10,
  },
];

/** Category and `_s` G for a texture name; unknown names are a generic dielectric (F0 0.04, G 10). */
export function reflectanceFor(tokens: NameTokens): { category: MaterialCategory; f0OrMetal: number } {
  const rule = rules.find((candidate) => candidate.test(tokens));
  return rule ? { category: rule.category, f0OrMetal: rule.f0OrMetal } : { category: "generic", f0OrMetal: 10 };
}
