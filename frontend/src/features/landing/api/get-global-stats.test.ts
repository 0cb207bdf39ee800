import { describe, expect, it } from "vitest";
import { defaultGlobalStats, hasRealNumbers } from "./get-global-stats";

describe("hasRealNumbers", () => {
  it("ignores an all-zero answer from a fresh install", () => {
    expect(
      hasRealNumbers([
        { label: "Textures Processed", value: "0", description: "" },
        { label: "Success Rate", value: "n/a", description: "" },
      ]),
    ).toBe(false);
    expect(hasRealNumbers([{ label: "Textures Processed", value: "1,204", description: "" }])).toBe(true);
    expect(hasRealNumbers(defaultGlobalStats)).toBe(true);
  });
});
