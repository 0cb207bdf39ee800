import { describe, expect, it } from "vitest";
import { shortPath, splitFolder } from "./file-path";

describe("shortPath", () => {
  it("keeps the name with its folder", () => {
    expect(shortPath("assets/minecraft/textures/block/glass/46.png")).toBe("glass/46.png");
    expect(shortPath("stone.png")).toBe("stone.png");
  });
});

describe("splitFolder", () => {
  it("keeps the whole name apart from its folder, so albedo, _n and _s rows stay apart", () => {
    const names = ["sweet_berry_bush_stage3.png", "sweet_berry_bush_stage3_n.png", "sweet_berry_bush_stage3_s.png"].map(
      (name) => splitFolder(`block/${name}`).name,
    );
    expect(names).toEqual([
      "sweet_berry_bush_stage3.png",
      "sweet_berry_bush_stage3_n.png",
      "sweet_berry_bush_stage3_s.png",
    ]);
  });

  it("gives only the folder to the ellipsis", () => {
    expect(splitFolder("block/sandstone_n.png")).toEqual({ folder: "block/", name: "sandstone_n.png" });
    expect(splitFolder("glass/46.png")).toEqual({ folder: "glass/", name: "46.png" });
    expect(splitFolder("stone.png")).toEqual({ folder: "", name: "stone.png" });
  });

  it("loses nothing: folder and name together are the path", () => {
    for (const path of ["block/sculk_catalyst_side_bloom_s.png", "a/b/c.png", "x.png"]) {
      const { folder, name } = splitFolder(path);
      expect(folder + name).toBe(path);
    }
  });
});
