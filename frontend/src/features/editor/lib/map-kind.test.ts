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
  });

  it("labels the alpha control for what the alpha holds", () => {
    expect(alphaControl.normal.label).toBe("Height (alpha)");
    expect(alphaControl.specular.label).toBe("Emission (alpha)");
    expect(alphaControl.texture.label).toBe("Alpha");
    expect(alphaControl.normal.min).toBe(1);
  });
});
