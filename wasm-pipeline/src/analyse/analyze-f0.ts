import type { RawImage } from "../types.js";
import { type MaterialReference, materialReferences, metalName } from "./f0-references.js";

/** A metal id found in the map, reported by name instead of being averaged. */
export interface MetalShare {
  name: string;
  /** The `_s` green value (230..237, or 255 for a generic metal). */
  value: number;
  pixels: number;
  /** Share of the sampled pixels, 0..1. */
  share: number;
}

/** The closest reference and how far the measured F0 is from it. */
export interface F0Match {
  material: MaterialReference;
  /** Absolute F0 difference (in `_s` green steps). */
  difference: number;
  /** True when the difference is 5 or less (the spec's accuracy badge). */
  isMatch: boolean;
}

/** Result of {@link analyzeF0}. */
export interface F0Analysis {
  /** The channel read: always G, where LabPBR 1.3 stores F0 (labpbr.md). */
  channel: "G";
  /** Pixels considered (see {@link analyzeF0} for which). */
  sampledPixels: number;
  /** Pixels with G 0..229 (dielectric F0). */
  dielectricPixels: number;
  /** Mean G over the dielectric pixels, one decimal; null when there are none. */
  averageF0: number | null;
  /** The same as reflectance percent (averageF0 * 100 / 255), two decimals. */
  averageReflectance: number | null;
  /** Metal ids present, most common first. */
  metals: MetalShare[];
  /** Pixels with G 238..254 (unassigned in LabPBR 1.3). */
  unassignedPixels: number;
  /**
   * Closest reference: by F0 for dielectrics, or the dominant metal for an all-metal map. Null when the
   * average lies off the table ({@link F0Analysis.unsetF0}, {@link F0Analysis.beyondDielectrics}): a name
   * there would be a guess presented as a match.
   */
  closest: F0Match | null;
  /** Other references within 10 of the average, closest first, at most 6. */
  similar: F0Match[];
  /**
   * The average is brighter than every dielectric reference by more than a match's tolerance: most
   * likely not an `_s` map (an albedo, or a metalness map read as F0).
   */
  beyondDielectrics: boolean;
  /**
   * The average is below every reference (G under 2, liquid nitrogen's): no reflectance was set. Most
   * packs leave G at 0 on blocks they did not tune, so this is "unset", not a very dark material.
   */
  unsetF0: boolean;
}

/**
 * Measures the average F0 of a LabPBR `_s` map and names the closest reference material.
 *
 * Deviation from the product spec, on purpose: the spec averages the red channel, but LabPBR 1.3 keeps
 * F0 in green (red is smoothness), and labpbr.md wins over the spec, so this reads green. Metal ids
 * (230..237, 255) are not F0 values and are reported by name instead of being averaged in.
 * Alpha is emission in `_s` (0 = no glow), not coverage, so alpha-0 pixels count like any other. Only
 * empty pixels (0, 0, 0, 0: what an editor leaves where nothing was painted) are skipped, unless every
 * pixel is empty.
 */
export function analyzeF0(image: RawImage): F0Analysis {
  const { width, height, data } = image;
  if (data.length !== width * height * 4 || width <= 0 || height <= 0) {
    throw new RangeError(`Expected a non-empty RGBA image, got ${width}x${height} with ${data.length} bytes`);
  }
  const isEmpty = (i: number) => data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 0 && data[i + 3] === 0;
  let anyPainted = false;
  for (let i = 0; i < data.length; i += 4) {
    if (!isEmpty(i)) {
      anyPainted = true;
      break;
    }
  }
  let sampled = 0;
  let dielectricPixels = 0;
  let sum = 0;
  let unassigned = 0;
  const metalCounts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    if (anyPainted && isEmpty(i)) continue;
    sampled++;
    const green = data[i + 1] ?? 0;
    if (green <= 229) {
      dielectricPixels++;
      sum += green;
    } else if (green <= 237 || green === 255) metalCounts.set(green, (metalCounts.get(green) ?? 0) + 1);
    else unassigned++;
  }
  const metals = [...metalCounts]
    .map(([value, pixels]) => ({ name: metalName(value) ?? String(value), value, pixels, share: pixels / sampled }))
    .sort((a, b) => b.pixels - a.pixels || a.value - b.value);
  const averageF0 = dielectricPixels === 0 ? null : Math.round((sum / dielectricPixels) * 10) / 10;
  const result: F0Analysis = {
    channel: "G",
    sampledPixels: sampled,
    dielectricPixels,
    averageF0,
    averageReflectance: averageF0 === null ? null : Math.round(((averageF0 * 100) / 255) * 100) / 100,
    metals,
    unassignedPixels: unassigned,
    closest: null,
    similar: [],
    beyondDielectrics: averageF0 !== null && averageF0 > brightestDielectric + 5,
    unsetF0: averageF0 !== null && averageF0 < dimmestDielectric,
  };
  if (result.beyondDielectrics || result.unsetF0) return result;
  if (averageF0 !== null) {
    const ranked = rankReferences(averageF0);
    result.closest = ranked[0] ?? null;
    result.similar = ranked
      .slice(1)
      .filter((match) => match.difference <= 10)
      .slice(0, 6);
  } else if (metals[0]) {
    const material = materialReferences.find((reference) => reference.f0 === metals[0]?.value);
    if (material) result.closest = { material, difference: 0, isMatch: true };
  }
  return result;
}

const dielectricF0s = materialReferences
  .filter((reference) => reference.category !== "Metals")
  .map((reference) => reference.f0);
const brightestDielectric = Math.max(...dielectricF0s);
const dimmestDielectric = Math.min(...dielectricF0s);

/**
 * Every dielectric reference ordered by absolute F0 difference; ties on the rounded F0 are broken by
 * the unrounded reflectance * 2.55, then table order.
 */
export function rankReferences(f0: number): F0Match[] {
  return materialReferences
    .filter((reference) => reference.category !== "Metals")
    .map((material) => {
      const difference = Math.round(Math.abs(material.f0 - f0) * 10) / 10;
      return { material, difference, isMatch: difference <= 5 };
    })
    .sort(
      (a, b) =>
        a.difference - b.difference ||
        Math.abs((a.material.reflectance ?? 0) * 2.55 - f0) - Math.abs((b.material.reflectance ?? 0) * 2.55 - f0),
    );
}
