import type { RawImage } from "../types.js";

/** Counts over the pixels of a `_s` map, one pass, for the specular rules. */
export interface SpecularMapStats {
  pixels: number;
  /** G 0..229: linear F0 (dielectrics). */
  dielectric: number;
  /** G 44..229: dielectrics brighter than diamond (F0 43). */
  brighterThanDiamond: number;
  /** G 230..237: predefined metals. */
  predefinedMetal: number;
  /** G 238..254: unassigned in LabPBR 1.3. */
  unassignedMetal: number;
  /** G 255: generic metal (albedo as F0). */
  genericMetal: number;
  /** Largest G below 230. */
  maxDielectricF0: number;
  /** Smallest G in 238..254, or undefined when none. */
  firstUnassigned?: number;
  /** Alpha 0 pixels. */
  alphaZero: number;
  /** Alpha 255 pixels (no emission). */
  alphaOpaque: number;
  /** Alpha 1..254 pixels (emitting). */
  emitting: number;
  /** Alpha 250..254: near-full emission, often a mistaken "opaque". */
  nearlyOpaque: number;
}

/** Counts F0/metal-id bands in G and emission states in A (labpbr.md, `_s`). */
export function measureSpecularMap(image: RawImage): SpecularMapStats {
  const { data } = image;
  // Counted in locals: updating the stats object's fields per pixel cost several times the tests.
  let dielectric = 0;
  let brighterThanDiamond = 0;
  let predefinedMetal = 0;
  let unassignedMetal = 0;
  let genericMetal = 0;
  let maxDielectricF0 = 0;
  let firstUnassigned = 256;
  let alphaZero = 0;
  let alphaOpaque = 0;
  let emitting = 0;
  let nearlyOpaque = 0;
  for (let i = 0; i < data.length; i += 4) {
    const g = data[i + 1] ?? 0;
    const a = data[i + 3] ?? 255;
    if (g <= 229) {
      dielectric++;
      if (g > 43) brighterThanDiamond++;
      if (g > maxDielectricF0) maxDielectricF0 = g;
    } else if (g <= 237) predefinedMetal++;
    else if (g <= 254) {
      unassignedMetal++;
      if (g < firstUnassigned) firstUnassigned = g;
    } else genericMetal++;
    if (a === 0) alphaZero++;
    else if (a === 255) alphaOpaque++;
    else {
      emitting++;
      if (a >= 250) nearlyOpaque++;
    }
  }
  const stats: SpecularMapStats = {
    pixels: image.width * image.height,
    dielectric,
    brighterThanDiamond,
    predefinedMetal,
    unassignedMetal,
    genericMetal,
    maxDielectricF0,
    alphaZero,
    alphaOpaque,
    emitting,
    nearlyOpaque,
  };
  if (firstUnassigned < 256) stats.firstUnassigned = firstUnassigned;
  return stats;
}

/**
 * Names that are metals in the game, so metal ids (G >= 230) are expected on them. Anything else
 * carrying metal ids is probably a mistake (e.g. an old metalness map copied into G).
 */
const metalNamePattern =
  /(iron|gold|copper|netherite|chain|anvil|lantern|bell|rail|hopper|cauldron|lightning_rod|metal|steel|silver|platinum|alumin|lead|chrome|brass|bronze|tin_|piston|blast_furnace|smithing|stonecutter|crafter|heavy_core|trial_spawner|vault|spawner|armor|sword|pickaxe|axe|shovel|hoe|shears|bucket|compass|clock|nugget|ingot|minecart|tripwire|lodestone)/;

/** True when the texture's file name names something metallic. */
export function isMetalName(filename: string): boolean {
  return metalNamePattern.test(filename.toLowerCase());
}
