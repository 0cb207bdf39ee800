import { describe, expect, it } from "vitest";
import { baseColorHint } from "./base-color-hint";

describe("baseColorHint", () => {
  const single = { generateBaseColor: true, baseColorContrast: 1.2, inputType: "single" as const };

  it("warns that the default contrast rewrites a single image's colours", () => {
    expect(baseColorHint(single)).toMatch(/rewrites your texture's colours.*1\.0 keeps them/);
    expect(baseColorHint({ ...single, inputType: "sequence" })).toMatch(/rewrites/);
  });

  it("says the colours are kept at 1.0 or with Base colour off", () => {
    expect(baseColorHint({ ...single, baseColorContrast: 1 })).toBe("Your texture's colours are kept as they are.");
    expect(baseColorHint({ ...single, generateBaseColor: false })).toBe("Your texture's colours are kept as they are.");
  });

  it("tells a pack's author that its textures keep their colours whatever the contrast", () => {
    expect(baseColorHint({ ...single, inputType: "resourcepack" })).toMatch(/^A resource pack keeps/);
  });
});
