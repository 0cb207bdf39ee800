import { describe, expect, it } from "vitest";
import { labPbrMapNotice } from "./labpbr-map-notice";

describe("a LabPBR map chosen to convert", () => {
  it("is refused with what to choose instead; base textures and packs pass", () => {
    expect(labPbrMapNotice({ name: "sand_s.png" })).toEqual({
      title: "Already a LabPBR map",
      description:
        "sand_s.png is a specular (_s) map, not a base colour texture. Choose sand.png to generate its maps, or use Validate Only to check this one.",
    });
    expect(labPbrMapNotice({ name: "stone_n.tga" })?.description).toContain("normal (_n) map");
    expect(labPbrMapNotice({ name: "stone.png" })).toBeNull();
    expect(labPbrMapNotice({ name: "pack_s.zip" })).toBeNull();
    // `_e` overlays are OptiFine's emissive layers: colour, converted as any texture.
    expect(labPbrMapNotice({ name: "stone_e.png" })).toBeNull();
  });

  it("says where the map itself can be checked on the page that asks", () => {
    expect(labPbrMapNotice({ name: "stone_n.png" }, "check it in the workspace")?.description).toBe(
      "stone_n.png is a normal (_n) map, not a base colour texture. Choose stone.png to generate its maps, or check it in the workspace.",
    );
  });
});
