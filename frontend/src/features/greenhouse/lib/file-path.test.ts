import { describe, expect, it } from "vitest";
import { shortPath, splitForEllipsis } from "./file-path";

describe("shortPath", () => {
  it("keeps the name with its folder", () => {
    expect(shortPath("assets/minecraft/textures/block/glass/46.png")).toBe("glass/46.png");
    expect(shortPath("stone.png")).toBe("stone.png");
  });
});

describe("splitForEllipsis", () => {
  it("keeps the end of a long name whole, so albedo, _n and _s rows stay apart", () => {
    const tails = ["sweet_berry_bush_stage3.png", "sweet_berry_bush_stage3_n.png", "sweet_berry_bush_stage3_s.png"].map(
      (name) => splitForEllipsis(`block/${name}`).tail,
    );
    expect(tails).toEqual(["stage3.png", "stage3_n.png", "stage3_s.png"]);
  });

  it("starts the kept end at a word where one is near", () => {
    expect(splitForEllipsis("block/sculk_catalyst_side_bloom_n.png").tail).toBe("bloom_n.png");
    expect(splitForEllipsis("block/stone_normal.png").tail).toBe("normal.png");
    // No word break near: the last 12 characters as they are.
    expect(splitForEllipsis("block/abcdefghijklmnopqrstu.png").tail).toBe("nopqrstu.png");
  });

  it("keeps a short name whole and lets only the folder give way", () => {
    expect(splitForEllipsis("block/stone_n.png")).toEqual({ head: "block/", tail: "stone_n.png" });
    expect(splitForEllipsis("glass/46.png")).toEqual({ head: "glass/", tail: "46.png" });
    expect(splitForEllipsis("stone.png")).toEqual({ head: "", tail: "stone.png" });
  });

  it("loses nothing: head and tail together are the path", () => {
    for (const path of ["block/sculk_catalyst_side_bloom_s.png", "block/sweet_berry_bush_stage3.png", "x.png"]) {
      const { head, tail } = splitForEllipsis(path);
      expect(head + tail).toBe(path);
    }
  });
});
