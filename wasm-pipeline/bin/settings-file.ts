import { readFile } from "node:fs/promises";
import {
  type AdvancedProcessing,
  type ConversionSettings,
  defaultAdvancedProcessing,
  defaultConversionSettings,
} from "../src/settings.js";

/**
 * Reads a JSON settings file holding any subset of `defaults`' keys. Unknown keys and values of the
 * wrong type are refused with a message naming them, since a typo would otherwise be ignored silently.
 */
async function readPartialSettings<T extends object>(path: string, defaults: T): Promise<Partial<T>> {
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
    if (!(key in defaults)) {
      throw new Error(`Settings file ${path}: unknown setting "${key}" (known: ${Object.keys(defaults).join(", ")})`);
    }
    const expected = typeof defaults[key as keyof T];
    if (typeof value !== expected) {
      throw new Error(`Settings file ${path}: "${key}" must be a ${expected}, got ${JSON.stringify(value)}`);
    }
    settings[key] = value;
  }
  return settings as Partial<T>;
}

/** Reads a file of conversion Settings (`greenhouse convert --settings`). */
export const readSettingsFile = (path: string): Promise<Partial<ConversionSettings>> =>
  readPartialSettings(path, defaultConversionSettings);

/** Reads a file of advancedProcessing settings (`greenhouse process --settings`). */
export const readAdvancedSettings = (path: string): Promise<Partial<AdvancedProcessing>> =>
  readPartialSettings(path, defaultAdvancedProcessing);
