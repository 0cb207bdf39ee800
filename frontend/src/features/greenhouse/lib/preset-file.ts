import { isConversionPresetSettings, isPlainObject } from "@greenhouse/wasm-pipeline";
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

/**
 * Reads the text of a preset file, or null when it is not a valid one: version '1.0', a name that is
 * not blank, an optional text description, category conversion (this manager holds conversion presets
 * only, so a preset of another category would be stored and never shown) and conversion settings that
 * pass `isConversionPresetSettings`. Other top-level fields are ignored.
 */
export function parsePresetFile(text: string): ImportedPreset | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(data) || data.version !== PRESET_FILE_VERSION) return null;
  const { name, description, category = "conversion", settings, exportedAt } = data;
  if (exportedAt !== undefined && typeof exportedAt !== "string") return null;
  if (typeof name !== "string" || !name.trim() || name.trim().length > MAX_NAME) return null;
  if (description !== undefined && description !== null && typeof description !== "string") return null;
  const about = typeof description === "string" ? description.trim() : "";
  if (about.length > MAX_DESCRIPTION) return null;
  if (category !== "conversion" || !isConversionPresetSettings(settings)) return null;
  return { name: name.trim(), ...(about ? { description: about } : {}), category, settings };
}

/** Reads a chosen file: only a .json of reasonable size is parsed (product spec, section 5). */
export async function presetFromFile(file: File): Promise<ImportedPreset | null> {
  if (!file.name.toLowerCase().endsWith(".json") || file.size > MAX_PRESET_FILE_BYTES) return null;
  return parsePresetFile(await file.text());
}
