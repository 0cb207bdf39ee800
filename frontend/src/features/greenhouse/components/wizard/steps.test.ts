import { describe, expect, it } from "vitest";
import { clampStep, LAST_STEP, stepLabel, wizardSteps } from "./steps";

describe("wizard steps", () => {
  it("has four steps labelled 'Step N of 4'", () => {
    expect(wizardSteps.map((s) => s.title)).toEqual(["Upload", "Settings", "Advanced", "Preview"]);
    expect(stepLabel(0)).toBe("Step 1 of 4");
    expect(stepLabel(3)).toBe("Step 4 of 4");
  });

  it("stays within the first and last step", () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(LAST_STEP + 1)).toBe(3);
  });
});
