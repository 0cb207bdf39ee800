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
const parse = (data: unknown) => parsePresetFile(JSON.stringify(data)).preset ?? null;
const problemOf = (data: unknown) => parsePresetFile(JSON.stringify(data)).problem;

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
    expect(parsePresetFile(text).preset).toEqual({
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

  it("accepts a bare settings object: partial settings over the defaults, no version or category needed", () => {
    // The reviewer's file: the spec's control name `contrast` is the baseColorContrast setting.
    expect(parsePresetFile('{"name":"Imp","settings":{"contrast":1.5}}')).toEqual({
      preset: {
        name: "Imp",
        category: "conversion",
        settings: {
          ...defaultConversionSettings,
          baseColorContrast: 1.5,
          advancedProcessing: defaultAdvancedProcessing,
        },
      },
    });
    const partialAdvanced = parse({ settings: { advancedProcessing: { enableCompression: true } } });
    expect(partialAdvanced?.settings.advancedProcessing).toEqual({
      ...defaultAdvancedProcessing,
      enableCompression: true,
    });
  });

  it("names a preset without a name after its file", () => {
    expect(parsePresetFile('{"settings":{"normalStrength":2}}', "Crisp").preset?.name).toBe("Crisp");
    expect(parse({ name: "  ", settings: { normalStrength: 2 } })?.name).toBe("Imported preset");
  });

  it("ignores unknown keys, including inherited-looking ones, and never lets them into the settings", () => {
    const text = '{"settings":{"normalStrength":2,"wat":true,"__proto__":{"polluted":1},"constructor":1,"toString":2}}';
    const read = parsePresetFile(text).preset;
    expect(read?.settings).toEqual({
      ...defaultConversionSettings,
      normalStrength: 2,
      advancedProcessing: defaultAdvancedProcessing,
    });
    expect(Object.hasOwn(read?.settings ?? {}, "wat")).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("says what is wrong when it refuses", () => {
    expect(parsePresetFile("not json").problem).toBe("the file is not JSON");
    for (const text of ["[]", "null", '"preset"', "42"])
      expect(parsePresetFile(text).problem).toBe("the file is not a JSON object");
    expect(problemOf({ name: "Imp" })).toBe("no settings object");
    expect(problemOf({ settings: "{}" })).toBe("no settings object");
    expect(problemOf({ settings: { wat: true } })).toBe("settings holds no known setting");
    expect(problemOf({ settings: { contrast: 5 } })).toBe(
      "baseColorContrast must be a number from 0 to 2 in steps of 0.1",
    );
    expect(problemOf({ ...valid, settings: { ...settings, normalStrength: 9 } })).toMatch(/^normalStrength must be/);
    expect(problemOf({ settings: { advancedProcessing: { compressionQuality: 10 } } })).toMatch(
      /^advancedProcessing.compressionQuality must be/,
    );
    expect(problemOf({ ...valid, version: "2.0" })).toBe('version "2.0" is not supported (expected "1.0")');
    expect(problemOf({ ...valid, category: "ai" })).toBe('category must be "conversion"');
  });

  it("takes version 1.0 or none", () => {
    const { version: _version, ...withoutVersion } = valid;
    expect(parse(withoutVersion)).not.toBeNull();
    expect(parse({ ...valid, version: "2.0" })).toBeNull();
    expect(parse({ ...valid, version: 1 })).toBeNull();
  });

  it("requires a name, when given, that is text and fits the API's limit", () => {
    expect(parse({ ...valid, name: 5 })).toBeNull();
    expect(parse({ ...valid, name: "n".repeat(100) })).not.toBeNull();
    expect(problemOf({ ...valid, name: "n".repeat(101) })).toBe("name must be at most 100 characters");
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

  it("refuses an exportedAt that is not text", () => {
    expect(parse({ ...valid, exportedAt: 12 })).toBeNull();
  });

  it("reads only .json files of reasonable size", async () => {
    const text = JSON.stringify(valid);
    expect((await presetFromFile(new File([text], "soft.JSON"))).preset).toBeDefined();
    expect((await presetFromFile(new File([text], "soft.txt"))).problem).toBe("only .json files can be imported");
    const padded = JSON.stringify({ ...valid, padding: "x".repeat(70 * 1024) });
    expect(parsePresetFile(padded).preset).toBeDefined();
    expect((await presetFromFile(new File([padded], "soft.json"))).problem).toBe("the file is over 64 KB");
    const bare = JSON.stringify({ settings: { normalStrength: 2 } });
    expect((await presetFromFile(new File([bare], "Stone crisp.preset.json"))).preset?.name).toBe("Stone crisp");
  });
});
