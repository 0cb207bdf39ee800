import { describe, expect, it } from "vitest";
import { sortF0Files } from "./f0-files";

const file = (name: string) => new File([new Uint8Array(1)], name, { type: "image/png" });

describe("sortF0Files", () => {
  it("takes one file as the map, whatever its name", () => {
    const only = file("stone.png");
    expect(sortF0Files([only])).toEqual({ specular: only });
  });

  it("tells the _s map from its colour texture in either order", () => {
    const map = file("iron_ingot_s.png");
    const albedo = file("iron_ingot.png");
    expect(sortF0Files([albedo, map])).toEqual({ specular: map, albedo });
    expect(sortF0Files([map, albedo])).toEqual({ specular: map, albedo });
  });

  it("refuses two files it cannot tell apart, with the reason", () => {
    expect(() => sortF0Files([file("a_s.png"), file("b_s.png")])).toThrow(
      "With two files, one must be the _s map (name ending in _s) and the other its colour texture; got a_s.png and b_s.png",
    );
    expect(() => sortF0Files([file("a.png"), file("b.png")])).toThrow("got a.png and b.png");
  });
});
