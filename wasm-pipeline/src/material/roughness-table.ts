import { hasWord, type NameTokens, words } from "./name-tokens.js";
import type { MaterialCategory } from "./profile.js";

/**
 * How much rougher or smoother than its measured pattern a texture's surface is, by name: the factor
 * on the perceptual roughness the smoothness map works out from local contrast and brightness. The
 * levels were fitted to the per-texture mean smoothness of two hand-made LabPBR packs (SimpleLabPBR's
 * 102 block maps that PixelPerfection also has, Replete's 29): soil, bark, wool and cobblestone came out
 * about 1.45x rougher than the pattern alone gives, natural stone 1.2x, polished stone 0.8x. Without them
 * every material sat near the same smoothness, dirt as glossy as polished granite.
 */

// Word lists, built once: a test then costs one Set lookup per word of the name.
const snowWords = words("snow", "powder");
const polishedWords = words("polished", "smooth", "glazed", "prismarine", "purpur");
// Quartz building blocks are polished; nether quartz ore is rough stone with specks.
const quartzWord = words("quartz");
const oreWord = words("ore");
const matteWords = words(
  "dirt",
  "gravel",
  "sand",
  "farmland",
  "podzol",
  "mycelium",
  "nylium",
  "netherrack",
  "cobblestone",
  "cobbled",
  "mossy",
  "moss",
  "log",
  "stem",
  "wood",
  "hyphae",
  "wool",
  "carpet",
  "grass",
  "leaves",
  "hay",
  "mud",
  "soil",
  "roots",
  "clay",
);
const stoneWords = words(
  "stone",
  "andesite",
  "diorite",
  "granite",
  "deepslate",
  "tuff",
  "basalt",
  "blackstone",
  "sandstone",
  "bricks",
  "brick",
  "calcite",
  "dripstone",
  "terracotta",
  "ore",
);

/** Polished categories keep only part of the measured roughness. */
const categoryRoughness: Partial<Record<MaterialCategory, number>> = {
  glass: 0.2,
  gem: 0.35,
  water: 0.1,
  ice: 0.3,
  metal: 0.65,
};

export const matteRoughness = 1.45;
export const stoneRoughness = 1.2;
export const polishedRoughness = 0.8;

/** The roughness factor for a texture name (1 = the measured pattern as it is). */
export function roughnessFor(tokens: NameTokens, category: MaterialCategory): number {
  // Snow shares ice's F0 but not its polish.
  if (hasWord(tokens, snowWords)) return matteRoughness;
  const polishedCategory = categoryRoughness[category];
  if (polishedCategory !== undefined) return polishedCategory;
  if (hasWord(tokens, polishedWords) || (hasWord(tokens, quartzWord) && !hasWord(tokens, oreWord))) {
    return polishedRoughness;
  }
  if (hasWord(tokens, matteWords)) return matteRoughness;
  if (hasWord(tokens, stoneWords)) return stoneRoughness;
  return 1;
}
