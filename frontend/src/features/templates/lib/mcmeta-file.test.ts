import { describe, expect, it } from "vitest";
import { mcmetaFileName } from "./mcmeta-file";

describe("mcmetaFileName", () => {
  it("names the file after the texture, lower case as packs require", () => {
    expect(mcmetaFileName("Lava_Still")).toBe("lava_still.png.mcmeta");
    expect(mcmetaFileName("fire_0.png")).toBe("fire_0.png.mcmeta");
    expect(mcmetaFileName("my portal.png.mcmeta")).toBe("my_portal.png.mcmeta");
    expect(mcmetaFileName("  ")).toBe("texture.png.mcmeta");
  });
});
