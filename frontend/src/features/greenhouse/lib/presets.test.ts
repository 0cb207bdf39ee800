import {
  conversionPresetSettingsProblem,
  defaultAdvancedProcessing,
  defaultConversionSettings,
} from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import {
  defaultConversionPreset,
  hasDefaultSettings,
  type Preset,
  presetPayload,
  settingsFromPreset,
  uniquePresetName,
} from "./presets";

describe("conversion presets", () => {
  it("round-trips the settings and advanced processing", () => {
    const settings = { ...defaultConversionSettings, normalStrength: 2.5, roughnessInvert: true };
    const advanced = { ...defaultAdvancedProcessing, enableCompression: true, compressionQuality: 60 };
    const stored = JSON.parse(JSON.stringify(presetPayload(settings, advanced)));
    expect(settingsFromPreset(stored)).toEqual({ settings, advanced });
  });

  it("saves what the API's conversion rules accept", () => {
    expect(
      conversionPresetSettingsProblem(presetPayload(defaultConversionSettings, defaultAdvancedProcessing)),
    ).toBeNull();
  });

  it("ignores unknown keys and values of the wrong type", () => {
    expect(settingsFromPreset({ normalStrength: "strong", evil: 1, aoRadius: 0.3, advancedProcessing: 5 })).toEqual({
      settings: { aoRadius: 0.3 },
      advanced: {},
    });
  });
});

describe("the preset a workspace opens with", () => {
  const preset = (id: number, category: Preset["category"], isDefault: boolean): Preset => ({
    id,
    name: `p${id}`,
    category,
    settings: {},
    isDefault,
  });

  it("is the default conversion preset, never another category's default", () => {
    expect(defaultConversionPreset([preset(1, "ai", true), preset(2, "conversion", false)])).toBeUndefined();
    expect(defaultConversionPreset([preset(1, "ai", true), preset(2, "conversion", true)])?.id).toBe(2);
    expect(defaultConversionPreset([])).toBeUndefined();
  });

  it("replaces only settings nobody has changed", () => {
    expect(hasDefaultSettings(defaultConversionSettings, defaultAdvancedProcessing)).toBe(true);
    expect(hasDefaultSettings({ ...defaultConversionSettings }, { ...defaultAdvancedProcessing })).toBe(true);
    expect(hasDefaultSettings({ ...defaultConversionSettings, normalStrength: 1.1 }, defaultAdvancedProcessing)).toBe(
      false,
    );
    expect(
      hasDefaultSettings({ ...defaultConversionSettings, inputType: "resourcepack" }, defaultAdvancedProcessing),
    ).toBe(false);
    expect(hasDefaultSettings(defaultConversionSettings, { ...defaultAdvancedProcessing, ctmVariations: 4 })).toBe(
      false,
    );
  });
});

describe("uniquePresetName", () => {
  it("keeps a new name and numbers one already taken (case-insensitively)", () => {
    expect(uniquePresetName("Stone", [{ name: "Wood" }])).toBe("Stone");
    expect(uniquePresetName("Stone", [{ name: "stone" }])).toBe("Stone (2)");
    expect(uniquePresetName("Stone", [{ name: "Stone" }, { name: "Stone (2)" }])).toBe("Stone (3)");
  });
  it("stays within the API's 100 characters", () => {
    const long = "x".repeat(100);
    const named = uniquePresetName(long, [{ name: long }]);
    expect(named).toHaveLength(100);
    expect(named.endsWith(" (2)")).toBe(true);
  });
});
