import type { RawImage } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import {
  describeEmission,
  describeF0,
  describePixel,
  describePorositySss,
  mapKindOf,
  pixelAt,
  reconstructZ,
  renderChannelView,
} from "./channels";

/** A 2x1 image: a flat normal with full height, then a tilted one at low height. */
const normal: RawImage = {
  width: 2,
  height: 1,
  data: new Uint8ClampedArray([128, 128, 255, 255, 255, 0, 100, 1]),
};

describe("mapKindOf", () => {
  it("reads the LabPBR suffix", () => {
    expect(mapKindOf("stone_n.png")).toBe("normal");
    expect(mapKindOf("assets/x/STONE_S.PNG")).toBe("specular");
    expect(mapKindOf("stone.png")).toBe("base");
    expect(mapKindOf("sand_normal.png")).toBe("base");
  });
});

describe("renderChannelView", () => {
  it("shows each _n channel as grey without touching the source", () => {
    const before = normal.data.slice();
    expect([...renderChannelView(normal, "normal-x").data]).toEqual([128, 128, 128, 255, 255, 255, 255, 255]);
    expect([...renderChannelView(normal, "normal-y").data]).toEqual([128, 128, 128, 255, 0, 0, 0, 255]);
    expect([...renderChannelView(normal, "ao").data]).toEqual([255, 255, 255, 255, 100, 100, 100, 255]);
    expect([...renderChannelView(normal, "height").data]).toEqual([255, 255, 255, 255, 1, 1, 1, 255]);
    expect(normal.data).toEqual(before);
  });

  it("reconstructs Z and marks |XY| > 1 in magenta", () => {
    const z = renderChannelView(normal, "normal-z").data;
    expect([...z.slice(0, 4)]).toEqual([255, 255, 255, 255]);
    expect([...z.slice(4, 8)]).toEqual([255, 0, 255, 255]);
  });

  it("keeps alpha only for the base colour", () => {
    const base: RawImage = { width: 1, height: 1, data: new Uint8ClampedArray([10, 20, 30, 40]) };
    expect([...renderChannelView(base, "color").data]).toEqual([10, 20, 30, 40]);
    expect([...renderChannelView(base, "emission").data]).toEqual([
      Math.round((40 * 255) / 254),
      Math.round((40 * 230) / 254),
      Math.round((40 * 140) / 254),
      255,
    ]);
  });

  it("shows emission 255 as none (black) and splits porosity from SSS", () => {
    const spec: RawImage = { width: 2, height: 1, data: new Uint8ClampedArray([0, 0, 64, 255, 0, 0, 65, 0]) };
    expect([...renderChannelView(spec, "emission").data.slice(0, 4)]).toEqual([0, 0, 0, 255]);
    const split = renderChannelView(spec, "porosity-sss").data;
    expect([...split.slice(0, 4)]).toEqual([230, 150, 60, 255]);
    expect([...split.slice(4, 8)]).toEqual([0, 40, 40, 255]);
  });
});

describe("LabPBR readouts", () => {
  it("names F0 ranges and the predefined metals", () => {
    expect(describeF0(10)).toBe("F0 0.039");
    expect(describeF0(229)).toBe("F0 0.898");
    expect(describeF0(230)).toBe("Iron (predefined metal)");
    expect(describeF0(237)).toBe("Silver (predefined metal)");
    expect(describeF0(240)).toBe("unassigned (238-254)");
    expect(describeF0(255)).toBe("generic metal (albedo as F0)");
  });

  it("splits porosity and SSS at 64/65 and treats emission 255 as none", () => {
    expect(describePorositySss(64)).toBe("porosity 100%");
    expect(describePorositySss(65)).toBe("SSS 0%");
    expect(describePorositySss(255)).toBe("SSS 100%");
    expect(describeEmission(255)).toBe("none");
    expect(describeEmission(254)).toBe("100%");
    expect(describeEmission(0)).toBe("0%");
  });

  it("describes a _n pixel with the stored bytes first", () => {
    const lines = describePixel("normal", [128, 128, 255, 255]);
    expect(lines.map((l) => l.label)).toEqual(["Normal X (R)", "Normal Y (G)", "AO (B)", "Height (A)", "Z"]);
    expect(lines[3]?.value).toBe("255 (0% deep)");
    expect(describePixel("normal", [255, 255, 0, 0])[4]?.value).toBe("invalid: |XY| > 1");
    expect(describePixel("specular", [255, 231, 20, 255]).map((l) => l.value)).toEqual([
      "255 (roughness 0.000)",
      "231 (Gold (predefined metal))",
      "20 (porosity 31.3%)",
      "255 (none)",
    ]);
  });

  it("reconstructs Z like a shader", () => {
    expect(reconstructZ(128, 128)).toBeCloseTo(1, 3);
    expect(Number.isNaN(reconstructZ(255, 255))).toBe(true);
  });

  it("reads pixels by coordinate and refuses points outside", () => {
    expect(pixelAt(normal, 1, 0)).toEqual([255, 0, 100, 1]);
    expect(pixelAt(normal, 2, 0)).toBeNull();
    expect(pixelAt(normal, -1, 0)).toBeNull();
  });
});
