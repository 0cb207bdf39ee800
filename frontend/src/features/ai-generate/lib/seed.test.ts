import { describe, expect, it } from "vitest";
import { checkSeed, SEED_MAX, startingSeed, typedSeed } from "./seed";

describe("the Seed box", () => {
  it("reads a whole number up to the WebUI's 32-bit limit, and nothing else", () => {
    expect(typedSeed(" 4242 ")).toBe(4242);
    expect(typedSeed("0")).toBe(0);
    expect(typedSeed(String(SEED_MAX))).toBe(4294967295);
    for (const text of ["", "  ", "-1", "1.5", "1e3", "abc", String(SEED_MAX + 1), undefined]) {
      expect(typedSeed(text)).toBeNull();
    }
  });

  it("refuses only a box that is neither blank nor a seed", () => {
    expect(checkSeed("")).toBeNull();
    expect(checkSeed(undefined)).toBeNull();
    expect(checkSeed("17")).toBeNull();
    expect(checkSeed("-3")).toEqual({
      title: "Invalid seed",
      description: "Seed must be a whole number from 0 to 4294967295, or blank for a random one.",
    });
  });

  it("starts from the typed seed, else a random one below one million", () => {
    expect(startingSeed("99", () => 0.5)).toBe(99);
    expect(startingSeed("", () => 0.123456)).toBe(123456);
    expect(startingSeed("", () => 0.9999999)).toBeLessThan(1_000_000);
  });
});
