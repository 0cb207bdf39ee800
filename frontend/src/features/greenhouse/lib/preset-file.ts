import {
  conversionPresetSettingsProblem,
  defaultAdvancedProcessing,
  defaultConversionSettings,
  isPlainObject,
} from "@greenhouse/wasm-pipeline";
import type { Preset } from "./presets";

/** The only export format version (product spec, section 3: Preset export file). */
export const PRESET_FILE_VERSION = "1.0";
/** Far above any real preset; a bigger file is not read at all. */
export const MAX_PRESET_FILE_BYTES = 64 * 1024;
// The API's limits (worker-api/src/routes/presets.ts): checked here too so an over-long file is
// reported as an invalid file rather than as a failed save.
const MAX_NAME = 100;
const MAX_DESCRIPTION = 500;

/** A preset export file: what Export downloads and Import reads. */
export interface PresetExportFile {
  name: string;
  description?: string;
  category: Preset["category"];
  settings: Record<string, unknown>;
  version: typeof PRESET_FILE_VERSION;
  exportedAt: string;
}

/** A preset read from a file, ready to be stored (never as the default). */
export type ImportedPreset = Pick<Preset, "name" | "description" | "category" | "settings">;

export function presetExportFile(preset: Preset, exportedAt: Date): PresetExportFile {
  return {
    name: preset.name,
    ...(preset.description ? { description: preset.description } : {}),
    category: preset.category,
    settings: preset.settings,
    version: PRESET_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
  };
}

/** `Strong normals!` -> `strong-normals.preset.json`. */
export function presetFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "preset"}.preset.json`;
}

/** What reading a preset file gave: the preset, or what is wrong with the file in a few words. */
export type PresetFileResult =
  | { preset: ImportedPreset; problem?: undefined }
  | { preset?: undefined; problem: string };

const settingKeys = new Set(Object.keys(defaultConversionSettings));
const advancedKeys = new Set(Object.keys(defaultAdvancedProcessing));
// The spec's name for a control where it differs from the setting's (section 5, slider ranges).
const aliases: Record<string, string> = { contrast: "baseColorContrast" };

/** The known settings of `raw` (aliases renamed); unknown keys are dropped, so another tool's file still reads. */
function knownSettings(raw: Record<string, unknown>): Record<string, unknown> {
  const known: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = Object.hasOwn(aliases, key) ? (aliases[key] as string) : key;
    if (settingKeys.has(name) && !Object.hasOwn(known, name)) known[name] = value;
  }
  if (isPlainObject(raw.advancedProcessing)) {
    const advanced = Object.fromEntries(
      Object.entries(raw.advancedProcessing).filter(([key]) => advancedKeys.has(key)),
    );
    if (Object.keys(advanced).length > 0) known.advancedProcessing = advanced;
  } else if (raw.advancedProcessing !== undefined) {
    known.advancedProcessing = raw.advancedProcessing;
  }
  return known;
}

/**
 * Reads the text of a preset file (spec section 5: a .json file holding a settings object). Only the
 * settings object is required: a missing name becomes `fallbackName`, a missing version or category is
 * taken as this app's. Settings may be partial (the rest are the defaults) and unknown keys are ignored,
 * but every known value must be in its slider's range, or the result says which one is not.
 */
export function parsePresetFile(text: string, fallbackName = "Imported preset"): PresetFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: "the file is not JSON" };
  }
  if (!isPlainObject(data)) return { problem: "the file is not a JSON object" };
  const { name = fallbackName, description, category = "conversion", settings, exportedAt, version } = data;
  if (version !== undefined && version !== PRESET_FILE_VERSION)
    return { problem: `version ${JSON.stringify(version)} is not supported (expected "${PRESET_FILE_VERSION}")` };
  if (exportedAt !== undefined && typeof exportedAt !== "string") return { problem: "exportedAt must be text" };
  if (typeof name !== "string") return { problem: "name must be text" };
  const title = name.trim() || fallbackName;
  if (title.length > MAX_NAME) return { problem: `name must be at most ${MAX_NAME} characters` };
  if (description !== undefined && description !== null && typeof description !== "string")
    return { problem: "description must be text" };
  const about = typeof description === "string" ? description.trim() : "";
  if (about.length > MAX_DESCRIPTION) return { problem: `description must be at most ${MAX_DESCRIPTION} characters` };
  // This manager holds conversion presets only: another category would be stored and never shown.
  if (category !== "conversion") return { problem: 'category must be "conversion"' };
  if (!isPlainObject(settings)) return { problem: "no settings object" };
  const known = knownSettings(settings);
  if (Object.keys(known).length === 0) return { problem: "settings holds no known setting" };
  const problem = conversionPresetSettingsProblem(known);
  if (problem) return { problem };
  const { advancedProcessing, ...conversion } = known;
  const filled = {
    ...defaultConversionSettings,
    ...conversion,
    advancedProcessing: {
      ...defaultAdvancedProcessing,
      ...(isPlainObject(advancedProcessing) ? advancedProcessing : {}),
    },
  };
  return { preset: { name: title, ...(about ? { description: about } : {}), category, settings: filled } };
}

/** `Stone crisp.preset.json` -> `Stone crisp`: the name for a file that carries none. */
function nameFromFile(fileName: string): string {
  return (
    fileName
      .replace(/(\.preset)?\.json$/i, "")
      .trim()
      .slice(0, MAX_NAME) || "Imported preset"
  );
}

/** Reads a chosen file: only a .json of reasonable size is parsed (product spec, section 5). */
export async function presetFromFile(file: File): Promise<PresetFileResult> {
  if (!file.name.toLowerCase().endsWith(".json")) return { problem: "only .json files can be imported" };
  if (file.size > MAX_PRESET_FILE_BYTES) return { problem: `the file is over ${MAX_PRESET_FILE_BYTES / 1024} KB` };
  return parsePresetFile(await file.text(), nameFromFile(file.name));
}
