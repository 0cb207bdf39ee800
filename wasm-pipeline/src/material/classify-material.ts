import { emissionFloorFor, glowsBrightest, isLightSource } from "./emission-table.js";
import { isEndGrainName } from "./end-grain.js";
import { nonMetalPartsFor } from "./metal-parts.js";
import { isMasonryName } from "./mortar.js";
import { type NameTokens, nameTokens } from "./name-tokens.js";
import { oreMineralFor } from "./ore-specks.js";
import { checkMaterialProfile, type MaterialProfile } from "./profile.js";
import { reflectanceFor } from "./reflectance-table.js";
import { roughnessFor } from "./roughness-table.js";
import { subsurfaceFor } from "./subsurface-table.js";

/**
 * What a texture is made of, from its path or file name alone (e.g. `textures/block/gold_block.png` is
 * gold, 231): category, F0 or metal id, porosity or SSS, whether it emits light and how matte it is.
 * Unknown names are a generic dielectric: F0 10, not porous, no emission, roughness as measured.
 */
export function classifyMaterial(name: string): MaterialProfile {
  return classifyTokens(nameTokens(name));
}

function classifyTokens(tokens: NameTokens): MaterialProfile {
  const { category, f0OrMetal } = reflectanceFor(tokens);
  const emissionFloor = emissionFloorFor(tokens);
  const nonMetalParts = nonMetalPartsFor(tokens, f0OrMetal);
  const oreMineral = oreMineralFor(tokens);
  const { porosity, sss } = subsurfaceFor(tokens, category);
  return {
    category,
    f0OrMetal,
    porosity,
    sss,
    emissive: isLightSource(tokens),
    roughness: roughnessFor(tokens, category),
    ...(glowsBrightest(tokens) ? { emissionFrom: "brightness" as const } : {}),
    ...(emissionFloor !== undefined ? { emissionFloor } : {}),
    ...(nonMetalParts ? { nonMetalParts } : {}),
    ...(oreMineral ? { oreMineral } : {}),
    ...(isMasonryName(tokens) ? { masonry: true } : {}),
    ...(isEndGrainName(tokens) ? { endGrain: true } : {}),
  };
}

/** Turns a `*` glob into a whole-string pattern. */
function globPattern(key: string): RegExp {
  const escaped = key.toLowerCase().replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replaceAll("*", ".*")}$`);
}

/**
 * The profile for a texture with the user's overrides applied. A key matches the file stem
 * (`gold_block`), the whole path, or a path ending (`block/gold_block.png`); `*` is a wildcard. Later
 * keys win over earlier ones. Overridden values are range-checked.
 */
export function resolveMaterialProfile(
  name: string,
  overrides: Record<string, Partial<MaterialProfile>> = {},
): MaterialProfile {
  // Tokenise once: this runs for every texture of a pack.
  const tokens = nameTokens(name);
  let profile = classifyTokens(tokens);
  const keys = Object.keys(overrides);
  if (keys.length === 0) return profile;
  const file = tokens.path.slice(tokens.path.lastIndexOf("/") + 1);
  for (const key of keys) {
    const override = overrides[key]!;
    const pattern = globPattern(key);
    const matches =
      pattern.test(tokens.stem) ||
      pattern.test(file) ||
      pattern.test(tokens.path) ||
      (!key.includes("*") && tokens.path.endsWith(`/${key.toLowerCase()}`));
    if (matches) profile = checkMaterialProfile({ ...profile, ...override }, `override "${key}"`);
  }
  return profile;
}
