import {
  type AdvancedProcessing,
  type ConversionSettings,
  defaultAdvancedProcessing,
  defaultConversionSettings,
} from "@greenhouse/wasm-pipeline";

/** A saved preset (product spec, section 3: Preset). */
export interface Preset {
  id: number;
  name: string;
  description?: string;
  category: "conversion" | "processing" | "ai" | "editor" | "batch";
  settings: Record<string, unknown>;
  isDefault: boolean;
}

/** What the workspace stores in a conversion preset. */
export function presetPayload(settings: ConversionSettings, advanced: AdvancedProcessing) {
  return { ...settings, advancedProcessing: advanced };
}

function pick<T extends object>(defaults: T, source: unknown): Partial<T> {
  if (typeof source !== "object" || source === null) return {};
  const out: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = (source as Record<string, unknown>)[key as string];
    // Only known keys with the default's type are taken, so a stale or foreign preset cannot break state.
    if (value !== undefined && typeof value === typeof defaults[key]) out[key] = value as T[keyof T];
  }
  return out;
}

/** Reads a preset's stored settings back into Settings and advancedProcessing patches. */
export function settingsFromPreset(stored: Record<string, unknown>): {
  settings: Partial<ConversionSettings>;
  advanced: Partial<AdvancedProcessing>;
} {
  return {
    settings: pick(defaultConversionSettings, stored),
    advanced: pick(defaultAdvancedProcessing, stored.advancedProcessing),
  };
}

const sameAs = <T extends object>(defaults: T, current: T) =>
  (Object.keys(defaults) as (keyof T)[]).every((key) => current[key] === defaults[key]);

/**
 * Whether the session still has the spec's default settings, i.e. the person has not changed any (or
 * changed them back). Only then may the default preset replace them without losing their work.
 */
export function hasDefaultSettings(settings: ConversionSettings, advanced: AdvancedProcessing): boolean {
  return sameAs(defaultConversionSettings, settings) && sameAs(defaultAdvancedProcessing, advanced);
}

/** The preset the workspace opens with: the user's default conversion preset, if any. */
export function defaultConversionPreset(presets: readonly Preset[]): Preset | undefined {
  return presets.find((preset) => preset.category === "conversion" && preset.isDefault);
}

/** Longest preset name the API takes. */
const MAX_PRESET_NAME = 100;

/**
 * The name an imported preset is saved under: its own, or with " (2)", " (3)"... when the person already
 * has a preset of that name, so importing an export twice does not give two presets nobody can tell apart.
 */
export function uniquePresetName(name: string, existing: readonly Pick<Preset, "name">[]): string {
  const taken = new Set(existing.map((preset) => preset.name.trim().toLowerCase()));
  if (!taken.has(name.trim().toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, MAX_PRESET_NAME - suffix.length)}${suffix}`;
    if (!taken.has(candidate.trim().toLowerCase())) return candidate;
  }
}
