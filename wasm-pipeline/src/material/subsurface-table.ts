import { hasWord, type NameTokens, stemIncludes, words } from "./name-tokens.js";
import type { MaterialCategory } from "./profile.js";
import { isStoneName } from "./reflectance-table.js";

/** `_s` B for a texture: porosity 0..64 or subsurface scattering 65..255. */
interface SubsurfaceRule {
  test: (t: NameTokens, category: MaterialCategory) => boolean;
  porosity?: number;
  sss?: number;
}

/** SSS in LabPBR's encoding from a fraction: 65 = 0 %, 255 = 100 %. */
const sss = (fraction: number): number => Math.round(65 + fraction * 190);

// Word lists, built once: a test then costs one Set lookup per word of the name.
const leavesWord = words("leaves");
const stickyWords = words("slime", "honey");
const frozenWords = words("snow", "ice");
const furWords = words("fox");
const fleshyWords = words("coral", "wart", "mushroom", "shroomlight", "chorus", "pickle", "cobweb");
// Dead coral is bleached stone and a dead bush or dried kelp dry fibre: no light passes through.
const lifelessWords = words("dead", "dried");
const sandyWords = words("sand", "sponge");
const powderWord = words("powder");
const gravelWord = words("gravel");
const soilWords = words("dirt", "farmland", "podzol", "mycelium", "soil", "grass");
const sandstoneWord = words("sandstone");
const hayWord = words("hay");
const clayWords = words("clay", "mud");
const netherrackWords = words("netherrack", "tuff");
const brickWords = words("bricks", "brick");
const fireClayWords = words("terracotta", "calcite", "dripstone", "bone");
const stoneWords = words("cobblestone", "stone", "andesite", "diorite", "granite", "deepslate");
const concreteWord = words("concrete");

const translucent = (t: NameTokens) => !hasWord(t, lifelessWords);

const rules: SubsurfaceRule[] = [
  { test: (t) => hasWord(t, leavesWord), sss: sss(0.65) },
  { test: (t) => hasWord(t, stickyWords), sss: sss(0.75) },
  { test: (t) => hasWord(t, frozenWords) && !hasWord(t, furWords), sss: sss(0.5) },
  { test: (t) => hasWord(t, fleshyWords) && translucent(t), sss: sss(0.35) },
  { test: (t, category) => category === "foliage" && translucent(t), sss: sss(0.55) },
  { test: (t) => hasWord(t, sandyWords), porosity: 64 },
  { test: (t) => hasWord(t, powderWord), porosity: 60 },
  { test: (t) => hasWord(t, gravelWord), porosity: 56 },
  { test: (t) => hasWord(t, soilWords), porosity: 48 },
  { test: (t) => hasWord(t, sandstoneWord), porosity: 40 },
  { test: (t, category) => category === "fabric" || hasWord(t, hayWord), porosity: 38 },
  { test: (t) => hasWord(t, clayWords), porosity: 32 },
  // Fired-clay bricks and mortar; bricks cut from stone are as porous as their stone.
  { test: (t) => hasWord(t, netherrackWords) || (hasWord(t, brickWords) && !isStoneName(t)), porosity: 24 },
  { test: (t) => hasWord(t, fireClayWords) || stemIncludes(t, "end_stone"), porosity: 16 },
  { test: (_t, category) => category === "wood", porosity: 12 },
  { test: (t) => hasWord(t, stoneWords), porosity: 8 },
  { test: (t) => hasWord(t, concreteWord), porosity: 4 },
];

/** Porosity or SSS for a texture name; metals, gems, glass and unknown names get 0 (not porous). */
export function subsurfaceFor(tokens: NameTokens, category: MaterialCategory): { porosity: number; sss: number } {
  if (category === "metal" || category === "gem" || category === "glass" || category === "water") {
    return { porosity: 0, sss: 0 };
  }
  const rule = rules.find((candidate) => candidate.test(tokens, category));
  return { porosity: rule?.porosity ?? 0, sss: rule?.sss ?? 0 };
}
