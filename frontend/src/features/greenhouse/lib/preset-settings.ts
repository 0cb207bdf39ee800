import {
  type AdvancedProcessing,
  type ConversionSettings,
  type Interpolation,
  textureResolutions,
} from "@greenhouse/wasm-pipeline";

type Rule =
  | { kind: "boolean" }
  | { kind: "number"; min: number; max: number; integer?: boolean }
  | { kind: "one of"; values: readonly (string | number)[] };

const flag: Rule = { kind: "boolean" };
const range = (min: number, max: number, integer = false): Rule => ({ kind: "number", min, max, integer });
const resolution: Rule = { kind: "one of", values: textureResolutions };
const interpolations: readonly Interpolation[] = ["nearest", "linear", "cubic", "lanczos"];
const interpolation: Rule = { kind: "one of", values: interpolations };

// Typed as a Record over the settings' keys so a new setting without a rule fails to compile:
// an imported file must never put a value into state that the sliders and the pipeline cannot take.
/** Ranges of the conversion Settings (product spec, section 5, slider and option ranges). */
const settingRules: Record<keyof ConversionSettings, Rule> = {
  generateBaseColor: flag,
  generateRoughness: flag,
  generateNormal: flag,
  generateHeight: flag,
  generateAO: flag,
  baseColorContrast: range(0, 2),
  roughnessIntensity: range(0, 1),
  roughnessInvert: flag,
  normalStrength: range(0, 3),
  heightDepth: range(0, 1),
  aoRadius: range(0, 1),
  inputType: { kind: "one of", values: ["single", "sequence", "resourcepack"] },
};

const advancedRules: Record<keyof AdvancedProcessing, Rule> = {
  enableBulkResize: flag,
  baseColorResolution: resolution,
  specularResolution: resolution,
  normalResolution: resolution,
  baseColorInterpolation: interpolation,
  specularInterpolation: interpolation,
  normalInterpolation: interpolation,
  enableCompression: flag,
  compressionQuality: range(30, 100, true),
  enableDithering: flag,
  enableCTMSplit: flag,
  ctmVariations: range(1, 47, true),
};

/** A JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function obeys(rule: Rule, value: unknown): boolean {
  switch (rule.kind) {
    case "boolean":
      return typeof value === "boolean";
    case "number":
      return (
        typeof value === "number" &&
        Number.isFinite(value) &&
        value >= rule.min &&
        value <= rule.max &&
        (!rule.integer || Number.isInteger(value))
      );
    case "one of":
      return rule.values.includes(value as string | number);
  }
}

function obeysAll(rules: Record<string, Rule>, values: Record<string, unknown>): boolean {
  return Object.entries(values).every(([key, value]) => Object.hasOwn(rules, key) && obeys(rules[key] as Rule, value));
}

/**
 * Whether `value` is the settings object of a conversion preset: some of the conversion Settings
 * and optionally an `advancedProcessing` object, every key known and every value of the right type and
 * within the spec's range. Keys may be missing (loading merges over the current settings); an empty
 * object is refused because it would be a preset that does nothing.
 */
export function isConversionPresetSettings(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value) || Object.keys(value).length === 0) return false;
  const { advancedProcessing, ...settings } = value;
  if (
    advancedProcessing !== undefined &&
    !(isPlainObject(advancedProcessing) && obeysAll(advancedRules, advancedProcessing))
  )
    return false;
  return obeysAll(settingRules, settings);
}
