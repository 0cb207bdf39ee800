import { defaultAdvancedProcessing, defaultConversionSettings } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { parsePresetFile, presetExportFile, presetFileName, presetFromFile } from "./preset-file";
import { type Preset, presetPayload } from "./presets";

const settings = presetPayload(
  { ...defaultConversionSettings, normalStrength: 2.5 },
  { ...defaultAdvancedProcessing, enableCompression: true, compressionQuality: 60 },
);
const preset: Preset = {
  id: 7,
  name: "Strong normals",
  description: "For stone",
  category: "conversion",
  settings,
  isDefault: true,
};
const valid = { name: "Strong normals", category: "conversion", settings, version: "1.0" };
const parse = (data: unknown) => parsePresetFile(JSON.stringify(data));

describe("preset export file", () => {
  it("has the spec's fields and no id or default flag", () => {
    const file = presetExportFile(preset, new Date("2026-01-02T03:04:05.000Z"));
    expect(file).toEqual({
      name: "Strong normals",
      description: "For stone",
      category: "conversion",
      settings,
      version: "1.0",
      exportedAt: "2026-01-02T03:04:05.000Z",
    });
    expect(presetExportFile({ ...preset, description: undefined }, new Date())).not.toHaveProperty("description");
  });

  it("round-trips through JSON text", () => {
    const text = JSON.stringify(presetExportFile(preset, new Date()));
    expect(parsePresetFile(text)).toEqual({
      name: "Strong normals",
      description: "For stone",
      category: "conversion",
      settings,
    });
  });

  it("names the download after the preset", () => {
    expect(presetFileName("Strong normals!")).toBe("strong-normals.preset.json");
    expect(presetFileName("  ***  ")).toBe("preset.preset.json");
  });
});

describe("reading a preset file", () => {
  it("trims name and description, omits a blank description and defaults the category", () => {
    expect(parse({ ...valid, name: "  Soft  ", description: "   " })).toEqual({
      name: "Soft",
      category: "conversion",
      settings,
    });
    const { category: _category, ...withoutCategory } = valid;
    expect(parse(withoutCategory)?.category).toBe("conversion");
    expect(parse({ ...valid, exportedAt: "2026-01-01T00:00:00Z", extra: 1 })).not.toBeNull();
  });

  it("refuses text that is not a JSON object", () => {
    for (const text of ["", "not json", "{", "[]", "null", '"preset"', "42"]) expect(parsePresetFile(text)).toBeNull();
  });

  it("requires version 1.0", () => {
    const { version: _version, ...withoutVersion } = valid;
    expect(parse(withoutVersion)).toBeNull();
    expect(parse({ ...valid, version: "2.0" })).toBeNull();
    expect(parse({ ...valid, version: 1 })).toBeNull();
  });

  it("requires a name that is not blank and fits the API's limit", () => {
    expect(parse({ ...valid, name: undefined })).toBeNull();
    expect(parse({ ...valid, name: "   " })).toBeNull();
    expect(parse({ ...valid, name: 5 })).toBeNull();
    expect(parse({ ...valid, name: "n".repeat(100) })).not.toBeNull();
    expect(parse({ ...valid, name: "n".repeat(101) })).toBeNull();
  });

  it("requires the description, when present, to be text within the API's limit", () => {
    expect(parse({ ...valid, description: 3 })).toBeNull();
    expect(parse({ ...valid, description: "d".repeat(500) })).not.toBeNull();
    expect(parse({ ...valid, description: "d".repeat(501) })).toBeNull();
  });

  it("takes conversion presets only", () => {
    expect(parse({ ...valid, category: "ai" })).toBeNull();
    expect(parse({ ...valid, category: "nonsense" })).toBeNull();
  });

  it("requires valid conversion settings", () => {
    expect(parse({ ...valid, settings: undefined })).toBeNull();
    expect(parse({ ...valid, settings: "{}" })).toBeNull();
    expect(parse({ ...valid, settings: { ...settings, normalStrength: 9 } })).toBeNull();
    expect(parse({ ...valid, settings: { ...settings, wat: true } })).toBeNull();
  });

  it("refuses an exportedAt that is not text", () => {
    expect(parse({ ...valid, exportedAt: 12 })).toBeNull();
  });

  it("reads only .json files of reasonable size", async () => {
    const text = JSON.stringify(valid);
    expect(await presetFromFile(new File([text], "soft.JSON"))).not.toBeNull();
    expect(await presetFromFile(new File([text], "soft.txt"))).toBeNull();
    const padded = JSON.stringify({ ...valid, padding: "x".repeat(70 * 1024) });
    expect(parsePresetFile(padded)).not.toBeNull();
    expect(await presetFromFile(new File([padded], "soft.json"))).toBeNull();
  });
});
