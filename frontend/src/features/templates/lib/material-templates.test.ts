import { defaultAdvancedProcessing, defaultConversionSettings } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { defaultTemplate, isTemplateActive, materialTemplates, templateCategories } from "./material-templates";
import { categoryCounts, filterTemplates } from "./search";

// The Convert sliders' ranges and steps (product spec section 5, wasm-pipeline settings.ts).
const ranges = {
  baseColorContrast: [0, 2, 0.1],
  roughnessIntensity: [0, 1, 0.1],
  normalStrength: [0, 3, 0.1],
  heightDepth: [0, 1, 0.01],
  aoRadius: [0, 1, 0.1],
} as const;

describe("material templates", () => {
  it("are eight, with unique ids, covering every category", () => {
    expect(materialTemplates).toHaveLength(8);
    expect(new Set(materialTemplates.map((t) => t.id)).size).toBe(8);
    for (const category of templateCategories) {
      expect(materialTemplates.some((t) => t.category === category.id)).toBe(true);
    }
  });

  it("only use values the Convert sliders can show", () => {
    for (const template of materialTemplates) {
      for (const [key, [min, max, step]] of Object.entries(ranges)) {
        const value = template.settings[key as keyof typeof ranges];
        expect(value, `${template.id} ${key}`).toBeGreaterThanOrEqual(min);
        expect(value, `${template.id} ${key}`).toBeLessThanOrEqual(max);
        expect(Math.abs(value / step - Math.round(value / step)), `${template.id} ${key} step`).toBeLessThan(1e-9);
      }
      expect(template.advanced.ctmVariations).toBeGreaterThanOrEqual(1);
      expect(template.advanced.ctmVariations).toBeLessThanOrEqual(47);
    }
  });

  it("keep glossy materials smoother than rough ones (LabPBR smoothness)", () => {
    const intensity = (id: string) => materialTemplates.find((t) => t.id === id)!.settings.roughnessIntensity;
    expect(intensity("polished-metal")).toBeLessThan(intensity("rough-stone"));
    expect(intensity("connected-glass")).toBeLessThan(intensity("oak-wood"));
    expect(intensity("frozen-winter")).toBeLessThan(intensity("lush-foliage"));
  });

  it("has the converter defaults as a reset target, without the input source", () => {
    expect(isTemplateActive(defaultTemplate, defaultConversionSettings, defaultAdvancedProcessing)).toBe(true);
    expect("inputType" in defaultTemplate.settings).toBe(false);
  });

  it("knows when the converter runs with a template", () => {
    const stone = materialTemplates[0]!;
    expect(isTemplateActive(stone, defaultConversionSettings, defaultAdvancedProcessing)).toBe(false);
    const settings = { ...defaultConversionSettings, ...stone.settings };
    expect(isTemplateActive(stone, settings, { ...defaultAdvancedProcessing, ...stone.advanced })).toBe(true);
    expect(isTemplateActive(stone, settings, { ...defaultAdvancedProcessing, enableCTMSplit: true })).toBe(false);
  });
});

describe("template search", () => {
  it("filters by words and category, and counts per chip", () => {
    expect(filterTemplates(materialTemplates, "glass", "all").map((t) => t.id)).toEqual(["connected-glass"]);
    expect(filterTemplates(materialTemplates, "  STONE  ", "materials").map((t) => t.id)).toEqual(["rough-stone"]);
    expect(filterTemplates(materialTemplates, "", "materials")).toHaveLength(3);
    expect(filterTemplates(materialTemplates, "bricks castle", "all").map((t) => t.id)).toEqual(["medieval-castle"]);
    const counts = categoryCounts(materialTemplates, "");
    expect(counts[0]).toEqual({ id: "all", label: "All", count: 8 });
    expect(counts.find((c) => c.id === "materials")?.count).toBe(3);
    expect(categoryCounts(materialTemplates, "zzz").every((c) => c.count === 0)).toBe(true);
  });
});
