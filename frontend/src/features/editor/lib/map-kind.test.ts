import { textureKind } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { alphaControl, mapKindOfName } from "./map-kind";

describe("mapKindOfName", () => {
  it("tells LabPBR maps by their suffix, with or without .png, in any case", () => {
    expect(mapKindOfName("polished_granite_n")).toBe("normal");
    expect(mapKindOfName("stone_S.png")).toBe("specular");
    expect(mapKindOfName(" stone_n ")).toBe("normal");
    expect(mapKindOfName("stone")).toBe("texture");
    // `_n` must end the stem: a name that merely contains it is an ordinary texture.
    expect(mapKindOfName("stone_normal")).toBe("texture");
    expect(mapKindOfName("_s_glow")).toBe("texture");
    // Emissive `_e` maps are not LabPBR's; their alpha is ordinary transparency.
    expect(mapKindOfName("lamp_e")).toBe("texture");
  });

  it("agrees with the pipeline's rule for the file the texture is exported as", () => {
    for (const name of ["polished_granite_n", "stone_s", "stone", "stone_normal", "_s_glow", "lamp_e"]) {
      const kind = textureKind(`${name}.png`).kind;
      expect(mapKindOfName(name)).toBe(kind === "normal" || kind === "specular" ? kind : "texture");
    }
  });

  it("labels the alpha control for what the alpha holds", () => {
    expect(alphaControl.normal.label).toBe("Height (alpha)");
    expect(alphaControl.specular.label).toBe("Emission (alpha)");
    expect(alphaControl.texture.label).toBe("Alpha");
    expect(alphaControl.normal.min).toBe(1);
  });
});
