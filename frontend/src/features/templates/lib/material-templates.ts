import {
  type AdvancedProcessing,
  type ConversionSettings,
  defaultAdvancedProcessing,
  defaultConversionSettings,
} from "@greenhouse/wasm-pipeline";

export const templateCategories = [
  { id: "materials", label: "Materials" },
  { id: "themed", label: "Themed" },
  { id: "seasonal", label: "Seasonal" },
  { id: "ctm", label: "CTM" },
  { id: "emissive", label: "Emissive" },
  { id: "environment", label: "Environment" },
] as const;

export type TemplateCategory = (typeof templateCategories)[number]["id"];

/** The conversion values a template sets: every slider and map switch, never the input source. */
export type TemplateSettings = Omit<ConversionSettings, "inputType">;

/** A built-in material preset (spec section 3, Template) that really drives the converter. */
export interface MaterialTemplate {
  id: string;
  name: string;
  category: TemplateCategory;
  description: string;
  tags: string[];
  settings: TemplateSettings;
  /** Processing that belongs to the material (connected-texture tiles); resize and compression stay the user's. */
  advanced: Pick<AdvancedProcessing, "enableCTMSplit" | "ctmVariations">;
  /**
   * What `_s` G (F0 / metal id), B and A get. The converter picks them from each texture's name by the
   * LabPBR tables, so templates describe it rather than set it.
   */
  specularNote: string;
}

const allMaps = {
  generateBaseColor: true,
  generateRoughness: true,
  generateNormal: true,
  generateHeight: true,
  generateAO: true,
} as const;
const noCtm = { enableCTMSplit: false, ctmVariations: 47 };

/**
 * Eight presets across the spec's six categories. Values respect the slider ranges and steps
 * (settings.ts) and LabPBR (shared/spec/labpbr.md): smoothness = 255 * (1 - intensity * pattern), so
 * polished surfaces use a low roughness intensity; relief and AO grow with normal strength, height depth
 * and AO radius for rough, deep materials and shrink for flat, glossy ones.
 */
export const materialTemplates: MaterialTemplate[] = [
  {
    id: "rough-stone",
    name: "Rough Stone",
    category: "materials",
    description: "Cobblestone, stone bricks and deepslate: deep mortar lines, matte faces and strong occlusion.",
    tags: ["stone", "cobblestone", "bricks", "deepslate"],
    settings: {
      ...allMaps,
      baseColorContrast: 1.2,
      roughnessIntensity: 0.9,
      roughnessInvert: false,
      normalStrength: 1.8,
      heightDepth: 0.4,
      aoRadius: 0.7,
    },
    advanced: noCtm,
    specularNote: "F0 10 (stone) or 12 (bricks), porosity from the name",
  },
  {
    id: "polished-metal",
    name: "Polished Metal",
    category: "materials",
    description: "Iron, gold and copper blocks: glossy faces, shallow relief, light occlusion.",
    tags: ["metal", "iron", "gold", "copper", "netherite"],
    settings: {
      ...allMaps,
      baseColorContrast: 1,
      roughnessIntensity: 0.4,
      roughnessInvert: false,
      normalStrength: 0.8,
      heightDepth: 0.15,
      aoRadius: 0.3,
    },
    advanced: noCtm,
    specularNote: "Metal ids 230-237 by name (iron 230, gold 231, copper 234), porosity 0",
  },
  {
    id: "oak-wood",
    name: "Natural Wood",
    category: "materials",
    description: "Planks and logs: visible grain, satin finish, moderate depth between boards.",
    tags: ["wood", "planks", "log", "oak", "spruce"],
    settings: {
      ...allMaps,
      baseColorContrast: 1.1,
      roughnessIntensity: 0.7,
      roughnessInvert: false,
      normalStrength: 1.3,
      heightDepth: 0.3,
      aoRadius: 0.5,
    },
    advanced: noCtm,
    specularNote: "F0 11 (wood), porosity 12",
  },
  {
    id: "medieval-castle",
    name: "Medieval Castle",
    category: "themed",
    description: "Weathered masonry for keeps and walls: bold relief, crumbly edges and dark crevices.",
    tags: ["castle", "medieval", "masonry", "bricks", "ruins"],
    settings: {
      ...allMaps,
      baseColorContrast: 1.3,
      roughnessIntensity: 1,
      roughnessInvert: false,
      normalStrength: 2.4,
      heightDepth: 0.5,
      aoRadius: 0.8,
    },
    advanced: noCtm,
    specularNote: "F0 10 (stone) or 12 (bricks), porosity from the name",
  },
  {
    id: "frozen-winter",
    name: "Frozen Winter",
    category: "seasonal",
    description: "Ice, packed ice and snow: clear, smooth ice with soft, shallow drifts.",
    tags: ["ice", "snow", "winter", "frost", "packed ice"],
    settings: {
      ...allMaps,
      baseColorContrast: 1,
      roughnessIntensity: 0.3,
      roughnessInvert: false,
      normalStrength: 0.7,
      heightDepth: 0.12,
      aoRadius: 0.3,
    },
    advanced: noCtm,
    specularNote: "F0 5 (ice and snow), 50 % subsurface scattering",
  },
  {
    id: "connected-glass",
    name: "Connected Glass",
    category: "ctm",
    description: "Clear and stained glass split into the 47 connected-texture tiles, each with its own maps.",
    tags: ["glass", "ctm", "connected", "stained glass", "panes"],
    settings: {
      ...allMaps,
      baseColorContrast: 1,
      roughnessIntensity: 0.2,
      roughnessInvert: false,
      normalStrength: 0.5,
      heightDepth: 0.05,
      aoRadius: 0.1,
    },
    advanced: { enableCTMSplit: true, ctmVariations: 47 },
    specularNote: "F0 10 (glass), cutout pixels left neutral",
  },
  {
    id: "glowing-lights",
    name: "Glowing Lights",
    category: "emissive",
    description: "Glowstone, lanterns, lava and magma: emission in _s alpha, lit pixels kept smooth.",
    tags: ["emissive", "glowstone", "lantern", "lava", "magma", "torch"],
    settings: {
      ...allMaps,
      baseColorContrast: 1.1,
      roughnessIntensity: 0.5,
      roughnessInvert: false,
      normalStrength: 1.2,
      heightDepth: 0.25,
      aoRadius: 0.4,
    },
    advanced: noCtm,
    specularNote: "Emission 0-254 in _s alpha for light-source names, 255 elsewhere",
  },
  {
    id: "lush-foliage",
    name: "Lush Foliage",
    category: "environment",
    description: "Leaves, grass and vines: soft relief, subsurface scattering and neutral cutout edges.",
    tags: ["leaves", "grass", "foliage", "vines", "plants"],
    settings: {
      ...allMaps,
      baseColorContrast: 1.1,
      roughnessIntensity: 0.8,
      roughnessInvert: false,
      normalStrength: 1,
      heightDepth: 0.2,
      aoRadius: 0.4,
    },
    advanced: noCtm,
    specularNote: "F0 9 (plant), subsurface scattering for leaves and grass",
  },
];

/** The converter's own defaults as a pseudo-template, so "Reset to defaults" uses the same apply path. */
export const defaultTemplate: Pick<MaterialTemplate, "settings" | "advanced"> = {
  settings: (({ inputType: _inputType, ...rest }) => rest)(defaultConversionSettings),
  advanced: {
    enableCTMSplit: defaultAdvancedProcessing.enableCTMSplit,
    ctmVariations: defaultAdvancedProcessing.ctmVariations,
  },
};

/** True when the converter already runs with exactly this template's values. */
export function isTemplateActive(
  template: Pick<MaterialTemplate, "settings" | "advanced">,
  settings: ConversionSettings,
  advanced: AdvancedProcessing,
): boolean {
  const sameSettings = (Object.keys(template.settings) as (keyof TemplateSettings)[]).every(
    (key) => settings[key] === template.settings[key],
  );
  return (
    sameSettings &&
    advanced.enableCTMSplit === template.advanced.enableCTMSplit &&
    (!template.advanced.enableCTMSplit || advanced.ctmVariations === template.advanced.ctmVariations)
  );
}
