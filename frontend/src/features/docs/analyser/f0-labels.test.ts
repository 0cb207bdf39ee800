import { describe, expect, it } from "vitest";
import { metalSharesLabel, unsetF0Label } from "./f0-labels";

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
});
