import {
  type AdvancedProcessing,
  type ConversionSettings,
  type Interpolation,
  isOnStep,
  settingSteps,
  textureResolutions,
} from "./settings.js";

type Rule =
  | { kind: "boolean" }
  | { kind: "number"; min: number; max: number; step: number }
  | { kind: "one of"; values: readonly (string | number)[] };

const flag: Rule = { kind: "boolean" };
const range = (min: number, max: number, step: number): Rule => ({ kind: "number", min, max, step });
const resolution: Rule = { kind: "one of", values: textureResolutions };
const interpolations: readonly Interpolation[] = ["nearest", "linear", "cubic", "lanczos"];
const interpolation: Rule = { kind: "one of", values: interpolations };

// Typed as a Record over the settings' keys so a new setting without a rule fails to compile: a
// stored or imported preset must never put a value into state that the sliders and the pipeline
// cannot take.
/** Ranges and steps of the conversion Settings (product spec, section 5, slider and option ranges). */
const settingRules: Record<keyof ConversionSettings, Rule> = {
  generateBaseColor: flag,
  generateRoughness: flag,
  generateNormal: flag,
  generateHeight: flag,
  generateAO: flag,
  baseColorContrast: range(0, 2, settingSteps.baseColorContrast),
  roughnessIntensity: range(0, 1, settingSteps.roughnessIntensity),
  roughnessInvert: flag,
  normalStrength: range(0, 3, settingSteps.normalStrength),
  heightDepth: range(0, 1, settingSteps.heightDepth),
  aoRadius: range(0, 1, settingSteps.aoRadius),
  inputType: { kind: "one of", values: ["single", "sequence", "resourcepack"] },
};

/** What a preset may hold: compressionEffort is the batch API's, not a setting a user saves. */
const advancedRules: Record<Exclude<keyof AdvancedProcessing, "compressionEffort">, Rule> = {
  enableBulkResize: flag,
  baseColorResolution: resolution,
  specularResolution: resolution,
  normalResolution: resolution,
  baseColorInterpolation: interpolation,
  specularInterpolation: interpolation,
  normalInterpolation: interpolation,
  enableCompression: flag,
  compressionQuality: range(30, 100, settingSteps.compressionQuality),
  enableDithering: flag,
  enableCTMSplit: flag,
  ctmVariations: range(1, 47, settingSteps.ctmVariations),
};

/** A JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What `rule` asks for, as the end of "`key` must be …". */
function expected(rule: Rule): string {
  switch (rule.kind) {
    case "boolean":
      return "true or false";
    case "number":
      return rule.step === 1
        ? `a whole number from ${rule.min} to ${rule.max}`
        : `${Number.isInteger(rule.step) ? "a whole number" : "a number"} from ${rule.min} to ${rule.max} in steps of ${rule.step}`;
    case "one of":
      return `one of ${rule.values.join(", ")}`;
  }
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
        isOnStep(value, rule.min, rule.step)
      );
    case "one of":
      return rule.values.includes(value as string | number);
  }
}

function firstProblem(rules: Record<string, Rule>, values: Record<string, unknown>, prefix: string): string | null {
  for (const [key, value] of Object.entries(values)) {
    if (!Object.hasOwn(rules, key)) return `${prefix}${key} is not a setting`;
    const rule = rules[key] as Rule;
    if (!obeys(rule, value)) return `${prefix}${key} must be ${expected(rule)}`;
  }
  return null;
}

/**
 * Why `value` is not the settings object of a conversion preset, or null when it is one: some of the
 * conversion Settings and optionally an `advancedProcessing` object, every key known and every value
 * of the right type and within the spec's range. Keys may be missing (loading merges over the current
 * settings); an empty object is refused because it would be a preset that does nothing.
 */
export function conversionPresetSettingsProblem(value: unknown): string | null {
  if (!isPlainObject(value)) return "settings must be an object";
  if (Object.keys(value).length === 0) return "settings must hold at least one setting";
  const { advancedProcessing, ...settings } = value;
  if (advancedProcessing !== undefined) {
    if (!isPlainObject(advancedProcessing)) return "advancedProcessing must be an object";
    const problem = firstProblem(advancedRules, advancedProcessing, "advancedProcessing.");
    if (problem) return problem;
  }
  return firstProblem(settingRules, settings, "");
}

/** Whether `value` is the settings object of a conversion preset (see conversionPresetSettingsProblem). */
export function isConversionPresetSettings(value: unknown): value is Record<string, unknown> {
  return conversionPresetSettingsProblem(value) === null;
}
