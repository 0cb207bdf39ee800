import { hasWord, type NameTokens } from "./name-tokens.js";
import type { MaterialCategory } from "./profile.js";

/** `_s` B for a texture: porosity 0..64 or subsurface scattering 65..255. */
interface SubsurfaceRule {
  test: (t: NameTokens, category: MaterialCategory) => boolean;
  porosity?: number;
  sss?: number;
}

/** SSS in LabPBR's encoding from a fraction: 65 = 0 %, 255 = 100 %. */
const sss = (fraction: number): number => Math.round(65 + fraction * 190);

const rules: SubsurfaceRule[] = [
  { test: (t) => hasWord(t, "leaves"), sss: sss(0.65) },
  { test: (t) => hasWord(t, "slime", "honey"), sss: sss(0.75) },
  { test: (t) => hasWord(t, "snow", "ice"), sss: sss(0.5) },
  { test: (t) => hasWord(t, "coral", "wart", "mushroom", "shroomlight"), sss: sss(0.35) },
  { test: (_t, category) => category === "foliage", sss: sss(0.55) },
  { test: (t) => hasWord(t, "sand", "sponge"), porosity: 64 },
  { test: (t) => hasWord(t, "powder"), porosity: 60 },
  { test: (t) => hasWord(t, "gravel"), porosity: 56 },
  { test: (t) => hasWord(t, "dirt", "farmland", "podzol", "mycelium", "soil", "grass"), porosity: 48 },
  { test: (t) => hasWord(t, "sandstone"), porosity: 40 },
  { test: (t, category) => category === "fabric" || hasWord(t, "hay"), porosity: 38 },
  { test: (t) => hasWord(t, "clay", "mud"), porosity: 32 },
  { test: (t) => hasWord(t, "netherrack", "tuff", "bricks", "brick"), porosity: 24 },
  { test: (t) => hasWord(t, "terracotta", "calcite", "dripstone", "bone", "end"), porosity: 16 },
  { test: (_t, category) => category === "wood", porosity: 12 },
  { test: (t) => hasWord(t, "cobblestone", "stone", "andesite", "diorite", "granite", "deepslate"), porosity: 8 },
  { test: (t) => hasWord(t, "concrete"), porosity: 4 },
];

/** Porosity or SSS for a texture name; metals, gems, glass and unknown names get 0 (not porous). */
export function subsurfaceFor(tokens: NameTokens, category: MaterialCategory): { porosity: number; sss: number } {
  if (category === "metal" || category === "gem" || category === "glass" || category === "water") {
    return { porosity: 0, sss: 0 };
  }
  const rule = rules.find((candidate) => candidate.test(tokens, category));
  return { porosity: rule?.porosity ?? 0, sss: rule?.sss ?? 0 };
}
