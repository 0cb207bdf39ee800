/** The reference categories of the spec's F0 tables. */
export type MaterialCategory = "Liquids" | "Surfaces" | "Gems" | "Transparents" | "Human" | "Metals";

/** One row of the F0 tables (product spec, section 3: Material reference). */
export interface MaterialReference {
  name: string;
  /** Normal-incidence reflectance in percent; null for metals (they are ids, not F0 values). */
  reflectance: number | null;
  /** The LabPBR `_s` green value: round(reflectance * 255 / 100) for dielectrics, 230..237 for metals. */
  f0: number;
  category: MaterialCategory;
}

/**
 * Reflectance at normal incidence from an index of refraction: ((n - 1) / (n + 1))^2, in percent with
 * two decimals.
 */
export function reflectanceFromIor(ior: number): number {
  if (!Number.isFinite(ior) || ior < 1) throw new RangeError(`Index of refraction must be >= 1, got ${ior}`);
  return Math.round(((ior - 1) / (ior + 1)) ** 2 * 10_000) / 100;
}

/** F0 as stored in `_s` green: round(reflectance% * 255 / 100) (product spec, F0 analyzer formula). */
export function f0FromReflectance(reflectance: number): number {
  if (!Number.isFinite(reflectance) || reflectance < 0 || reflectance > 100) {
    throw new RangeError(`Reflectance must be a percentage in 0..100, got ${reflectance}`);
  }
  return Math.round((reflectance * 255) / 100);
}

function dielectric(name: string, ior: number, category: MaterialCategory): MaterialReference {
  const reflectance = reflectanceFromIor(ior);
  return { name, reflectance, f0: f0FromReflectance(reflectance), category };
}

/*
 * Sources. Every dielectric value is computed from its refractive index (sodium D line, ~589 nm) with
 * the Fresnel formula above, so the numbers can be checked: indices from refractiveindex.info and the
 * CRC Handbook of Chemistry and Physics (liquids, glasses, plastics), the GIA gem reference guide (gems),
 * and the optics literature for tissue (skin 1.44 stratum corneum, cornea 1.376, enamel 1.62, hair and
 * nail keratin 1.55, fat 1.46, bone 1.56). Where LabPBR's wiki gives a typical G (water 5, skin 8,
 * stone 10, wood 11, clay 12, emerald 13), the IOR result agrees within 1. The wiki's ruby 32 does not
 * match corundum's index (1.762 gives 19, the same as sapphire); we keep the physics.
 * Metals are LabPBR 1.3's predefined metal ids (230 iron ... 237 silver), not reflectances.
 */
export const materialReferences: readonly MaterialReference[] = [
  // Liquids (12)
  dielectric("Liquid nitrogen", 1.2, "Liquids"),
  dielectric("Water", 1.333, "Liquids"),
  dielectric("Coffee", 1.34, "Liquids"),
  dielectric("Seawater", 1.343, "Liquids"),
  dielectric("Milk", 1.35, "Liquids"),
  dielectric("Acetone", 1.359, "Liquids"),
  dielectric("Ethanol", 1.361, "Liquids"),
  dielectric("Blood", 1.4, "Liquids"),
  dielectric("Gasoline", 1.45, "Liquids"),
  dielectric("Olive oil", 1.47, "Liquids"),
  dielectric("Glycerin", 1.473, "Liquids"),
  dielectric("Honey", 1.504, "Liquids"),
  // Surfaces (14)
  dielectric("Snow", 1.31, "Surfaces"),
  dielectric("Leaves", 1.45, "Surfaces"),
  dielectric("Fabric", 1.46, "Surfaces"),
  dielectric("Paper", 1.48, "Surfaces"),
  dielectric("Plastic", 1.49, "Surfaces"),
  dielectric("Concrete", 1.5, "Surfaces"),
  dielectric("Asphalt", 1.5, "Surfaces"),
  dielectric("Leather", 1.5, "Surfaces"),
  dielectric("Stone", 1.5, "Surfaces"),
  dielectric("Rubber", 1.52, "Surfaces"),
  dielectric("Wood", 1.53, "Surfaces"),
  dielectric("Sand", 1.544, "Surfaces"),
  dielectric("Clay", 1.56, "Surfaces"),
  dielectric("Ceramic", 1.63, "Surfaces"),
  // Gems (11)
  dielectric("Opal", 1.45, "Gems"),
  dielectric("Amethyst", 1.544, "Gems"),
  dielectric("Emerald", 1.58, "Gems"),
  dielectric("Topaz", 1.62, "Gems"),
  dielectric("Ruby", 1.762, "Gems"),
  dielectric("Sapphire", 1.77, "Gems"),
  dielectric("Garnet", 1.79, "Gems"),
  dielectric("Zircon", 1.95, "Gems"),
  dielectric("Cubic zirconia", 2.16, "Gems"),
  dielectric("Diamond", 2.418, "Gems"),
  dielectric("Moissanite", 2.65, "Gems"),
  // Transparents (8)
  dielectric("Ice", 1.31, "Transparents"),
  dielectric("Fused quartz", 1.458, "Transparents"),
  dielectric("Borosilicate glass", 1.47, "Transparents"),
  dielectric("Acrylic glass", 1.49, "Transparents"),
  dielectric("Crown glass", 1.52, "Transparents"),
  dielectric("Polycarbonate", 1.585, "Transparents"),
  dielectric("Flint glass", 1.62, "Transparents"),
  dielectric("Lead crystal", 1.7, "Transparents"),
  // Human (8)
  dielectric("Tears", 1.336, "Human"),
  dielectric("Cornea", 1.376, "Human"),
  dielectric("Skin", 1.44, "Human"),
  dielectric("Fat", 1.46, "Human"),
  dielectric("Hair", 1.55, "Human"),
  dielectric("Fingernail", 1.55, "Human"),
  dielectric("Bone", 1.56, "Human"),
  dielectric("Tooth enamel", 1.62, "Human"),
  // Metals (8): LabPBR 1.3 predefined ids
  ...(["Iron", "Gold", "Aluminum", "Chrome", "Copper", "Lead", "Platinum", "Silver"] as const).map(
    (name, index): MaterialReference => ({ name, reflectance: null, f0: 230 + index, category: "Metals" }),
  ),
];

/**
 * The materials LabPBR's wiki gives a typical G for (water 5, skin 8, stone 10, wood 11, clay 12, emerald
 * 13). Several references round to the same G (at 10: plastic, concrete, asphalt, leather, stone, acrylic
 * glass); on such a tie these win, because a block-game `_s` at G 10 is far more often stone than plastic.
 */
export const labPbrTypicalMaterials: ReadonlySet<string> = new Set([
  "Water",
  "Skin",
  "Stone",
  "Wood",
  "Clay",
  "Emerald",
]);

/** The predefined metal named by a `_s` green value 230..237, or "Generic metal" for 255. */
export function metalName(green: number): string | undefined {
  if (green === 255) return "Generic metal (albedo as F0)";
  return materialReferences.find((reference) => reference.category === "Metals" && reference.f0 === green)?.name;
}
