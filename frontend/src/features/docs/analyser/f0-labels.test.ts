import { describe, expect, it } from "vitest";
import { measuredPixelsLabel, metalSharesLabel, unsetF0Label } from "./f0-labels";

describe("the F0 analyser's labels", () => {
  it("shows a metal on a few pixels as <1%, not (0%)", () => {
    const metals = [
      { name: "Iron", value: 230, pixels: 750, share: 0.75 },
      { name: "Gold", value: 231, pixels: 3, share: 0.003 },
    ];
    expect(metalSharesLabel({ metals, sampledPixels: 1000 })).toBe("Iron 230 (75%), Gold 231 (<1%)");
    expect(metalSharesLabel({ metals: [], sampledPixels: 1000 })).toBe("");
  });

  it("calls an average below every reference unset", () => {
    expect(unsetF0Label(0)).toBe("F0 0: no reflectance set (often left unset)");
  });

  it("says which pixels were measured and why the others were left out", () => {
    expect(measuredPixelsLabel({ sampledPixels: 256, width: 16, height: 16 })).toBe("All 256 pixels measured");
    expect(measuredPixelsLabel({ sampledPixels: 106, width: 16, height: 16 })).toBe(
      "106 of 256 pixels measured; 150 with nothing in R, G and B (cutout) left out",
    );
    expect(measuredPixelsLabel({ sampledPixels: 106, width: 16, height: 16, albedoName: "iron_ingot.png" })).toBe(
      "106 of 256 pixels measured; 150 transparent in iron_ingot.png left out",
    );
  });
});
