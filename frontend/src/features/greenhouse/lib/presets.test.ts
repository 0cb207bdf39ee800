import { defaultAdvancedProcessing, defaultConversionSettings } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { presetPayload, settingsFromPreset } from "./presets";

describe("conversion presets", () => {
  it("round-trips the settings and advanced processing", () => {
    const settings = { ...defaultConversionSettings, normalStrength: 2.5, roughnessInvert: true };
    const advanced = { ...defaultAdvancedProcessing, enableCompression: true, compressionQuality: 60 };
    const stored = JSON.parse(JSON.stringify(presetPayload(settings, advanced)));
    expect(settingsFromPreset(stored)).toEqual({ settings, advanced });
  });

  it("ignores unknown keys and values of the wrong type", () => {
    expect(settingsFromPreset({ normalStrength: "strong", evil: 1, aoRadius: 0.3, advancedProcessing: 5 })).toEqual({
      settings: { aoRadius: 0.3 },
      advanced: {},
    });
  });
});
