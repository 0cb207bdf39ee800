import type { NonMetalParts } from "./metal-parts.js";
import { type OreMineral, oreMinerals } from "./ore-specks.js";

/** Broad kind of surface, used for roughness biases and shown in reports. */
export type MaterialCategory =
  | "metal"
  | "gem"
  | "glass"
  | "water"
  | "ice"
  | "foliage"
  | "organic"
  | "soil"
  | "wood"
  | "fabric"
  | "stone"
  | "generic";

/** What a texture is made of, as far as the name tells: the per-texture constants of `_s`. */
export interface MaterialProfile {
  category: MaterialCategory;
  /** `_s` G: 0..229 linear F0 (dielectrics), 230..237 predefined metals, 255 generic metal. Never 238..254. */
  f0OrMetal: number;
  /** `_s` B when `sss` is 0: porosity 0..64 (64 = fully porous). */
  porosity: number;
  /** `_s` B when non-zero: subsurface scattering 65..255 (65 = 0 %, 255 = 100 %); 0 means none. */
  sss: number;
  /** Whether bright pixels emit light (`_s` A below 255). */
  emissive: boolean;
  /**
   * Which pixels of a light source emit: by default the ones that look like light (bright and coloured,
   * {@link glowPlane}); `brightness` for a light seen through a coloured body, where it is the palest,
   * brightest part (a jack o'lantern's face against its orange skin).
   */
  emissionFrom?: "glow" | "brightness";
  /**
   * The share of full emission (0..1) every pixel of a light gives, however dark: for a surface that is
   * light throughout, such as lava, whose dark crust is molten rock the game lights like the rest.
   * Absent or 0: only the pixels that look like light emit.
   */
  emissionFloor?: number;
  /**
   * For a metal item with parts that are not (a tool's wooden handle, a bucket's water): which pixels,
   * by colour, get a dielectric F0 instead of the metal id (`metal-parts.ts`).
   */
  nonMetalParts?: NonMetalParts;
  /**
   * For an ore: the mineral its specks are (`ore-specks.ts`). The stone keeps the profile's F0 and
   * roughness; the specks, found by colour, get the mineral's (a diamond's 43 and a gem's polish).
   */
  oreMineral?: OreMineral;
  /**
   * Bricks or tiles (`mortar.ts`): the thin lines between the blocks are mortar and go low in the height,
   * also where they are lighter than the blocks (the height is otherwise built from luminance).
   */
  masonry?: boolean;
  /**
   * The cut end of a log or stem (`oak_log_top`, `stripped_crimson_stem_top`, `end-grain.ts`): its light
   * earlywood sits low and its dark rings and bark stand proud, so the height is turned over.
   */
  endGrain?: boolean;
  /**
   * Factor on the perceptual roughness measured from the texture's pattern (`_s` R): 1 as measured,
   * below 1 polished (glass 0.2), above 1 matte (soil 1.45). 0..2.
   */
  roughness: number;
}

/** F0 as `_s` G from a reflectance in percent: G = round(reflectance% * 255 / 100). */
export const f0FromReflectance = (percent: number): number => Math.round((percent * 255) / 100);

/** Predefined LabPBR metal ids (`_s` G 230..237) and the generic metal (255). */
export const metalIds = {
  iron: 230,
  gold: 231,
  aluminum: 232,
  chrome: 233,
  copper: 234,
  lead: 235,
  platinum: 236,
  silver: 237,
  generic: 255,
} as const;

export const defaultMaterialProfile: MaterialProfile = {
  category: "generic",
  f0OrMetal: 10,
  porosity: 0,
  sss: 0,
  emissive: false,
  roughness: 1,
};

/** Checks a profile (e.g. a user override) against the LabPBR ranges and says what was expected. */
export function checkMaterialProfile(profile: MaterialProfile, name = "material"): MaterialProfile {
  const { f0OrMetal, porosity, sss, roughness } = profile;
  if (!Number.isInteger(f0OrMetal) || f0OrMetal < 0 || f0OrMetal > 255 || (f0OrMetal >= 238 && f0OrMetal <= 254)) {
    throw new RangeError(`${name}: f0OrMetal must be 0..229 (F0), 230..237 (metal id) or 255, got ${f0OrMetal}`);
  }
  if (!Number.isInteger(porosity) || porosity < 0 || porosity > 64) {
    throw new RangeError(`${name}: porosity must be an integer 0..64, got ${porosity}`);
  }
  if (!Number.isInteger(sss) || (sss !== 0 && (sss < 65 || sss > 255))) {
    throw new RangeError(`${name}: sss must be 0 (none) or an integer 65..255, got ${sss}`);
  }
  if (profile.emissionFrom !== undefined && profile.emissionFrom !== "glow" && profile.emissionFrom !== "brightness") {
    throw new RangeError(`${name}: emissionFrom must be "glow" or "brightness", got ${String(profile.emissionFrom)}`);
  }
  if (profile.nonMetalParts !== undefined && profile.nonMetalParts !== "wood" && profile.nonMetalParts !== "colour") {
    throw new RangeError(`${name}: nonMetalParts must be "wood" or "colour", got ${String(profile.nonMetalParts)}`);
  }
  if (profile.oreMineral !== undefined && !(profile.oreMineral in oreMinerals)) {
    throw new RangeError(
      `${name}: oreMineral must be one of ${Object.keys(oreMinerals).join(", ")}, got ${String(profile.oreMineral)}`,
    );
  }
  if (profile.masonry !== undefined && typeof profile.masonry !== "boolean") {
    throw new RangeError(`${name}: masonry must be true or false, got ${String(profile.masonry)}`);
  }
  if (profile.endGrain !== undefined && typeof profile.endGrain !== "boolean") {
    throw new RangeError(`${name}: endGrain must be true or false, got ${String(profile.endGrain)}`);
  }
  const floor = profile.emissionFloor;
  if (floor !== undefined && !(typeof floor === "number" && floor >= 0 && floor <= 1)) {
    throw new RangeError(`${name}: emissionFloor must be a number 0..1, got ${String(floor)}`);
  }
  if (!(typeof roughness === "number" && roughness >= 0 && roughness <= 2)) {
    throw new RangeError(`${name}: roughness must be a number 0..2, got ${roughness}`);
  }
  return profile;
}

/** The `_s` B byte of a profile: subsurface scattering when set, otherwise porosity. */
export function porositySssByte(profile: MaterialProfile): number {
  return profile.sss >= 65 ? profile.sss : profile.porosity;
}
