import { describe, expect, it } from "vitest";
import { convertedFilePath, projectFilePath } from "./project-file-path.js";

describe("convertedFilePath", () => {
  it("takes a texture's animation .png.mcmeta and the root pack.mcmeta, which uploads by hand may not", () => {
    const animation = "assets/minecraft/textures/block/lava_n.png.mcmeta";
    expect(convertedFilePath(animation)).toEqual({ path: animation });
    expect(convertedFilePath("pack.mcmeta")).toEqual({ path: "pack.mcmeta" });
    expect(projectFilePath.safeParse(animation).success).toBe(false);
    expect(projectFilePath.safeParse("pack.mcmeta").success).toBe(false);
  });

  it("refuses other .mcmeta files and keeps the path rules", () => {
    expect(convertedFilePath("assets/x/pack.mcmeta")).toHaveProperty("problem");
    expect(convertedFilePath("assets/minecraft/models/stone.json.mcmeta")).toHaveProperty("problem");
    expect(convertedFilePath("../lava.png.mcmeta")).toHaveProperty("problem");
  });
});
