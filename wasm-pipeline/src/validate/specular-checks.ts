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

// Histograms of G and A, reused between calls (cleared per map).
const greenCounts = new Uint32Array(256);
const alphaCounts = new Uint32Array(256);

/** Sum of `counts[from..to]`. */
function countIn(counts: Uint32Array, from: number, to: number): number {
  let sum = 0;
  for (let v = from; v <= to; v++) sum += counts[v]!;
  return sum;
}

/**
 * Counts F0/metal-id bands in G and emission states in A (labpbr.md, `_s`). One pass fills a histogram of
 * each channel, run by run; every band is a sum over it.
 */
export function measureSpecularMap(image: RawImage): SpecularMapStats {
  const { data } = image;
  greenCounts.fill(0);
  alphaCounts.fill(0);
  const greens = greenCounts;
  const alphas = alphaCounts;
  // Whole pixels only: a data array with a partial pixel at its end has no G or A there.
  const end = data.length - (data.length % 4);
  // A `_s` map is mostly runs of one G (the texture's F0) and one A, and an increment of the bin just
  // incremented waits for that store: runs are counted in locals and added to their bin when they end.
  let green = end > 0 ? data[1]! : 0;
  let alpha = end > 0 ? data[3]! : 0;
  let greenRun = 0;
  let alphaRun = 0;
  for (let i = 0; i < end; i += 4) {
    const g = data[i + 1]!;
    const a = data[i + 3]!;
    if (g === green) greenRun++;
    else {
      greens[green] = greens[green]! + greenRun;
      green = g;
      greenRun = 1;
    }
    if (a === alpha) alphaRun++;
    else {
      alphas[alpha] = alphas[alpha]! + alphaRun;
      alpha = a;
      alphaRun = 1;
    }
  }
  greens[green] = greens[green]! + greenRun;
  alphas[alpha] = alphas[alpha]! + alphaRun;
  let maxDielectricF0 = 0;
  for (let g = 229; g > 0; g--) {
    if (greens[g]! > 0) {
      maxDielectricF0 = g;
      break;
    }
  }
  let firstUnassigned = 256;
  for (let g = 238; g <= 254; g++) {
    if (greens[g]! > 0) {
      firstUnassigned = g;
      break;
    }
  }
  const stats: SpecularMapStats = {
    pixels: image.width * image.height,
    dielectric: countIn(greens, 0, 229),
    brighterThanDiamond: countIn(greens, 44, 229),
    predefinedMetal: countIn(greens, 230, 237),
    unassignedMetal: countIn(greens, 238, 254),
    genericMetal: greens[255]!,
    maxDielectricF0,
    alphaZero: alphas[0]!,
    alphaOpaque: alphas[255]!,
    emitting: countIn(alphas, 1, 254),
    nearlyOpaque: countIn(alphas, 250, 254),
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
