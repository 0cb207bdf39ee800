import { describe, expect, it } from "vitest";
import { unsetF0Label } from "./f0-labels";

describe("the F0 analyser's labels", () => {
  it("calls an average below every reference unset", () => {
    expect(unsetF0Label(0)).toBe("F0 0: no reflectance set (often left unset)");
  });
});
