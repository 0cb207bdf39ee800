import { readFile } from "node:fs/promises";
import { type ConversionSettings, defaultConversionSettings } from "../src/settings.js";

/**
 * Reads a settings JSON file: any subset of the conversion Settings. Unknown keys and values of the
 * wrong type are refused with a message naming them, since a typo would otherwise be ignored silently.
 */
export async function readSettingsFile(path: string): Promise<Partial<ConversionSettings>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new Error(`Settings file ${path} could not be read: ${(error as Error).message}`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error(`Settings file ${path} must hold a JSON object`);
  }
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (!(key in defaultConversionSettings)) {
      throw new Error(
        `Settings file ${path}: unknown setting "${key}" (known: ${Object.keys(defaultConversionSettings).join(", ")})`,
      );
    }
    const expected = typeof defaultConversionSettings[key as keyof ConversionSettings];
    if (typeof value !== expected) {
      throw new Error(`Settings file ${path}: "${key}" must be a ${expected}, got ${JSON.stringify(value)}`);
    }
    settings[key] = value;
  }
  return settings as Partial<ConversionSettings>;
}
