import { describe, expect, it } from "vitest";
import { optionOr } from "./options.js";

interface Options {
  radius: number;
  edges: "wrap" | "clamp";
}

describe("optionOr", () => {
  it("reads an option exactly as a spread over the defaults would", () => {
    const defaults: Options = { radius: 4, edges: "wrap" };
    const inherited = Object.create({ radius: 9 }) as Partial<Options>;
    const hidden: Partial<Options> = {};
    Object.defineProperty(hidden, "radius", { value: 7, enumerable: false });
    const cases: Partial<Options>[] = [{}, { radius: 2 }, { radius: undefined }, inherited, hidden];
    for (const options of cases) {
      const spread = { ...defaults, ...options };
      expect(optionOr(options, "radius", defaults.radius)).toBe(spread.radius);
      expect(optionOr(options, "edges", defaults.edges)).toBe(spread.edges);
    }
  });
});
