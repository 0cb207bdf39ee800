import { cutoutAlpha } from "../material/tiling.js";
import type { RawImage } from "../types.js";
import { labPbrTypicalMaterials, type MaterialReference, materialReferences, metalName } from "./f0-references.js";

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
  /** Pixels that carry material, the ones measured (see {@link materialPixels}). */
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
   * Closest reference: by F0 for dielectrics, or the commonest metal when metal ids cover most pixels. Null when the
   * average lies off the table ({@link F0Analysis.unsetF0}, {@link F0Analysis.beyondDielectrics}): a name
   * there would be a guess presented as a match.
   */
  closest: F0Match | null;
  /** Other references at the closest one's G (a tie the ranking had to break), in ranked order. */
  sameF0: string[];
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

/** What {@link analyzeF0} may be told besides the `_s` map. */
export interface F0Options {
  /**
   * The colour texture the map belongs to, same size: its cutout pixels (alpha under the game's alpha
   * test) carry no material, so their `_s` values are left out.
   */
  albedo?: RawImage;
}

/**
 * Measures the average F0 of a LabPBR `_s` map and names the closest reference material.
 *
 * Deviation from the product spec, on purpose: the spec averages the red channel, but LabPBR 1.3 keeps
 * F0 in green (red is smoothness), and labpbr.md wins over the spec, so this reads green. Metal ids
 * (230..237, 255) are not F0 values and are reported by name instead of being averaged in; when they
 * cover most of the material the map is named after the commonest one (an iron ingot is iron, whatever
 * its handle averages).
 *
 * Only pixels that carry material count (see {@link materialPixels}): an item's background would
 * otherwise outvote it (59 % of a converted iron ingot is cutout at G 0, which read as "no reflectance").
 */
export function analyzeF0(image: RawImage, options: F0Options = {}): F0Analysis {
  const { width, height, data } = image;
  if (data.length !== width * height * 4 || width <= 0 || height <= 0) {
    throw new RangeError(`Expected a non-empty RGBA image, got ${width}x${height} with ${data.length} bytes`);
  }
  const counted = materialPixels(image, options.albedo);
  let sampled = 0;
  let dielectricPixels = 0;
  let sum = 0;
  let unassigned = 0;
  const metalCounts = new Map<number, number>();
  for (let pixel = 0; pixel < width * height; pixel++) {
    if (!counted[pixel]) continue;
    sampled++;
    const green = data[pixel * 4 + 1] ?? 0;
    if (green <= 229) {
      dielectricPixels++;
      sum += green;
    } else if (green <= 237 || green === 255) metalCounts.set(green, (metalCounts.get(green) ?? 0) + 1);
    else unassigned++;
  }
  const metals = [...metalCounts]
    .map(([value, pixels]) => ({ name: metalName(value) ?? String(value), value, pixels, share: pixels / sampled }))
    .sort((a, b) => b.pixels - a.pixels || a.value - b.value);
  const metalPixels = metals.reduce((total, metal) => total + metal.pixels, 0);
  const averageF0 = dielectricPixels === 0 ? null : Math.round((sum / dielectricPixels) * 10) / 10;
  const mostlyMetal = metalPixels > dielectricPixels;
  const result: F0Analysis = {
    channel: "G",
    sampledPixels: sampled,
    dielectricPixels,
    averageF0,
    averageReflectance: averageF0 === null ? null : Math.round(((averageF0 * 100) / 255) * 100) / 100,
    metals,
    unassignedPixels: unassigned,
    closest: null,
    sameF0: [],
    similar: [],
    // Both describe the dielectric average; on a metal map that is a side line, not the verdict.
    beyondDielectrics: !mostlyMetal && averageF0 !== null && averageF0 > brightestDielectric + 5,
    unsetF0: !mostlyMetal && averageF0 !== null && averageF0 < dimmestDielectric,
  };
  if (mostlyMetal) {
    const material = materialReferences.find((reference) => reference.f0 === metals[0]?.value);
    if (material) result.closest = { material, difference: 0, isMatch: true };
    return result;
  }
  if (result.beyondDielectrics || result.unsetF0 || averageF0 === null) return result;
  const ranked = rankReferences(averageF0);
  const [closest, ...others] = ranked;
  result.closest = closest ?? null;
  result.sameF0 = others
    .filter((match) => match.material.f0 === closest?.material.f0)
    .map((match) => match.material.name);
  result.similar = others.filter((match) => match.difference <= 10).slice(0, 6);
  return result;
}

/**
 * Which pixels carry material. With the albedo: those the game draws (alpha at or above the cutout
 * threshold). Without it: every pixel but the ones a converter or editor leaves where there is nothing,
 * (0, 0, 0, 0) and the converter's cutout neutral (0, 0, 0, 255) (material/README.md, Cutouts). Alpha is
 * emission in `_s` (0 = no glow), not coverage, so a painted pixel at alpha 0 still counts. When nothing
 * is left (a map that is all zeros, as packs leave untuned blocks), every pixel counts, so it reads as
 * "unset" instead of empty.
 */
export function materialPixels(image: RawImage, albedo?: RawImage): boolean[] {
  const { width, height, data } = image;
  if (albedo && (albedo.width !== width || albedo.height !== height)) {
    throw new RangeError(
      `The colour texture is ${albedo.width}x${albedo.height} but the _s map is ${width}x${height}; they must match`,
    );
  }
  const counted = Array.from({ length: width * height }, (_, pixel) => {
    const i = pixel * 4;
    if (albedo) return (albedo.data[i + 3] ?? 0) >= cutoutAlpha;
    return !(data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 0 && (data[i + 3] === 0 || data[i + 3] === 255));
  });
  return counted.includes(true) ? counted : counted.fill(true);
}

const dielectricF0s = materialReferences
  .filter((reference) => reference.category !== "Metals")
  .map((reference) => reference.f0);
const brightestDielectric = Math.max(...dielectricF0s);
const dimmestDielectric = Math.min(...dielectricF0s);

/**
 * Every dielectric reference ordered by absolute F0 difference. Ties (references at the same G) go first
 * to the material LabPBR's wiki names for that G ({@link labPbrTypicalMaterials}: stone at 10, not
 * plastic), then to the unrounded reflectance * 2.55, then table order.
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
        Number(labPbrTypicalMaterials.has(b.material.name)) - Number(labPbrTypicalMaterials.has(a.material.name)) ||
        Math.abs((a.material.reflectance ?? 0) * 2.55 - f0) - Math.abs((b.material.reflectance ?? 0) * 2.55 - f0),
    );
}
