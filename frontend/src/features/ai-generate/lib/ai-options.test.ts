import { describe, expect, it } from "vitest";
import { defaultInterpolation, mapTypeOfName, upscaleTextureTypes } from "./ai-options";

describe("Upscale's advanced settings", () => {
  it("guesses the texture type from LabPBR suffixes", () => {
    expect(mapTypeOfName("stone_n.png")).toBe("normal");
    expect(mapTypeOfName("Gold_Block_S.PNG")).toBe("specular");
    expect(mapTypeOfName("oak_planks.png")).toBe("baseColor");
    expect(mapTypeOfName("sand_normal.png")).toBe("baseColor");
    expect(mapTypeOfName("")).toBe("baseColor");
  });

  it("defaults to the spec's methods, each offered for its type, the blend only for albedo", () => {
    expect(defaultInterpolation).toEqual({ baseColor: "lanczos-pixel", normal: "linear", specular: "lanczos" });
    for (const type of upscaleTextureTypes) {
      expect(type.methods).toContain(defaultInterpolation[type.value]);
      expect(type.methods.includes("lanczos-pixel")).toBe(type.value === "baseColor");
    }
  });
});
