import { describe, expect, it } from "vitest";
import { conversionPresetSettingsProblem, isConversionPresetSettings } from "./preset-settings.js";
import { defaultAdvancedProcessing, defaultConversionSettings } from "./settings.js";

// What the workspace saves (frontend presetPayload): every setting and the advanced processing.
const full = { ...defaultConversionSettings, advancedProcessing: defaultAdvancedProcessing };

describe("conversion preset settings", () => {
  it("accepts what the workspace saves, and subsets of it", () => {
    expect(isConversionPresetSettings(full)).toBe(true);
    expect(isConversionPresetSettings({ normalStrength: 3, heightDepth: 0 })).toBe(true);
    expect(isConversionPresetSettings({ advancedProcessing: { ctmVariations: 1, normalResolution: 2048 } })).toBe(true);
  });

  it("refuses anything that is not a non-empty object", () => {
    for (const value of [undefined, null, 1, "x", [], [{ normalStrength: 1 }], {}]) {
      expect(isConversionPresetSettings(value)).toBe(false);
    }
  });

  it("refuses unknown keys at either level", () => {
    expect(isConversionPresetSettings({ ...full, glow: true })).toBe(false);
    expect(isConversionPresetSettings({ advancedProcessing: { ...defaultAdvancedProcessing, sharpen: 1 } })).toBe(
      false,
    );
    expect(isConversionPresetSettings({ normalStrength: 1, advancedProcessing: 5 })).toBe(false);
    expect(isConversionPresetSettings({ normalStrength: 1, advancedProcessing: null })).toBe(false);
  });

  it("refuses wrong types", () => {
    expect(isConversionPresetSettings({ generateNormal: "yes" })).toBe(false);
    expect(isConversionPresetSettings({ normalStrength: "2" })).toBe(false);
    expect(isConversionPresetSettings({ inputType: 1 })).toBe(false);
  });

  it("holds every number to the spec's range, inclusive", () => {
    const cases: [string, number, number][] = [
      ["baseColorContrast", 0, 2],
      ["roughnessIntensity", 0, 1],
      ["normalStrength", 0, 3],
      ["heightDepth", 0, 1],
      ["aoRadius", 0, 1],
    ];
    for (const [key, min, max] of cases) {
      expect(isConversionPresetSettings({ [key]: min }), `${key} ${min}`).toBe(true);
      expect(isConversionPresetSettings({ [key]: max }), `${key} ${max}`).toBe(true);
      expect(isConversionPresetSettings({ [key]: min - 0.01 }), `${key} below`).toBe(false);
      expect(isConversionPresetSettings({ [key]: max + 0.01 }), `${key} above`).toBe(false);
    }
    expect(isConversionPresetSettings({ normalStrength: Number.NaN })).toBe(false);
    const advanced = (patch: object) => isConversionPresetSettings({ advancedProcessing: patch });
    expect(advanced({ compressionQuality: 30 })).toBe(true);
    expect(advanced({ compressionQuality: 100 })).toBe(true);
    expect(advanced({ compressionQuality: 25 })).toBe(false);
    expect(advanced({ compressionQuality: 101 })).toBe(false);
    expect(advanced({ ctmVariations: 48 })).toBe(false);
    expect(advanced({ ctmVariations: 0 })).toBe(false);
    expect(advanced({ ctmVariations: 2.5 })).toBe(false);
  });

  it("holds every slider to its step, allowing for binary fractions", () => {
    expect(isConversionPresetSettings({ normalStrength: 0.1 + 0.2, heightDepth: 0.07, baseColorContrast: 1.9 })).toBe(
      true,
    );
    expect(isConversionPresetSettings({ normalStrength: 1.25 })).toBe(false);
    expect(isConversionPresetSettings({ heightDepth: 0.255 })).toBe(false);
    expect(isConversionPresetSettings({ advancedProcessing: { compressionQuality: 35 } })).toBe(true);
    expect(isConversionPresetSettings({ advancedProcessing: { compressionQuality: 87 } })).toBe(false);
    expect(conversionPresetSettingsProblem({ aoRadius: 0.55 })).toBe(
      "aoRadius must be a number from 0 to 1 in steps of 0.1",
    );
    expect(conversionPresetSettingsProblem({ advancedProcessing: { compressionQuality: 87 } })).toBe(
      "advancedProcessing.compressionQuality must be a whole number from 30 to 100 in steps of 5",
    );
  });

  it("takes only the listed choices for input type, resolution and interpolation", () => {
    expect(isConversionPresetSettings({ inputType: "resourcepack" })).toBe(true);
    expect(isConversionPresetSettings({ inputType: "video" })).toBe(false);
    const advanced = (patch: object) => isConversionPresetSettings({ advancedProcessing: patch });
    expect(advanced({ baseColorResolution: 16 })).toBe(true);
    expect(advanced({ baseColorResolution: 300 })).toBe(false);
    expect(advanced({ specularResolution: 4096 })).toBe(false);
    expect(advanced({ normalInterpolation: "nearest" })).toBe(true);
    expect(advanced({ normalInterpolation: "bicubic" })).toBe(false);
  });

  it("names the first problem, for the API's error message", () => {
    expect(conversionPresetSettingsProblem(full)).toBeNull();
    expect(conversionPresetSettingsProblem([1])).toBe("settings must be an object");
    expect(conversionPresetSettingsProblem({})).toBe("settings must hold at least one setting");
    expect(conversionPresetSettingsProblem({ glow: true })).toBe("glow is not a setting");
    expect(conversionPresetSettingsProblem({ normalStrength: 9 })).toBe(
      "normalStrength must be a number from 0 to 3 in steps of 0.1",
    );
    expect(conversionPresetSettingsProblem({ generateAO: 1 })).toBe("generateAO must be true or false");
    expect(conversionPresetSettingsProblem({ inputType: "video" })).toBe(
      "inputType must be one of single, sequence, resourcepack",
    );
    expect(conversionPresetSettingsProblem({ advancedProcessing: [] })).toBe("advancedProcessing must be an object");
    expect(conversionPresetSettingsProblem({ advancedProcessing: { ctmVariations: 2.5 } })).toBe(
      "advancedProcessing.ctmVariations must be a whole number from 1 to 47",
    );
  });
});
