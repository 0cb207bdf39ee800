import { describe, expect, it } from "vitest";
import { classifyMaterial, resolveMaterialProfile } from "./classify-material.js";

// What classifyMaterial says about light: which names emit, how their light is found and how much the
// whole surface gives. Apart from the other classification tests because the light-source names are
// long lists that grow with every pack that lights something new.
describe("classifyMaterial", () => {
  it("finds a jack o'lantern's light by brightness, every other light by colour glow", () => {
    expect(classifyMaterial("block/jack_o_lantern.png").emissionFrom).toBe("brightness");
    expect(classifyMaterial("block/furnace_front_on.png").emissionFrom).toBeUndefined();
    expect(() => resolveMaterialProfile("stone", { stone: { emissionFrom: "bright" as never } })).toThrow(
      /emissionFrom must be "glow" or "brightness"/,
    );
  });

  it("lets lava's whole surface emit a little, and nothing else", () => {
    expect(classifyMaterial("block/lava_still.png").emissionFloor).toBe(0.2);
    expect(classifyMaterial("block/lava_flow.png").emissionFloor).toBe(0.2);
    for (const name of ["block/magma.png", "item/lava_bucket.png", "block/glowstone.png"]) {
      expect(classifyMaterial(name).emissionFloor, name).toBeUndefined();
    }
    expect(resolveMaterialProfile("glowstone", { glowstone: { emissionFloor: 0.5 } }).emissionFloor).toBe(0.5);
    expect(() => resolveMaterialProfile("lava_still", { lava_still: { emissionFloor: 2 } })).toThrow(
      "emissionFloor must be a number 0..1, got 2",
    );
  });

  it("marks light sources as emissive, and not their unlit variants", () => {
    for (const name of ["glowstone", "sea_lantern", "shroomlight", "lava_still", "magma", "ochre_froglight_side"]) {
      expect(classifyMaterial(name).emissive, name).toBe(true);
    }
    for (const name of ["redstone_lamp_on", "torch", "soul_lantern", "redstone_torch", "furnace_front_on"]) {
      expect(classifyMaterial(name).emissive, name).toBe(true);
    }
    for (const name of ["nether_portal", "end_portal", "end_portal_frame_eye"]) {
      expect(classifyMaterial(name).emissive, name).toBe(true);
    }
    // Names Textureless' hand-made emissive maps light up that were missed before.
    for (const name of [
      "copper_bulb_lit",
      "waxed_exposed_copper_bulb_lit_powered",
      "powered_rail_on",
      "activator_rail_on",
      "detector_rail_on",
      "repeater_on",
      "comparator_on",
      "observer_back_on",
      "redstone_ore",
      "deepslate_redstone_ore",
      "sea_pickle",
      "sculk_sensor_tendril_active",
      "respawn_anchor_side1",
      "respawn_anchor_side4",
      // The game draws these eye layers at full brightness; clusters and buds give light 1-5.
      "enderman_eyes",
      "spider_eyes",
      "amethyst_cluster",
      "small_amethyst_bud",
      "end_gateway_beam",
    ]) {
      expect(classifyMaterial(name).emissive, name).toBe(true);
    }
    for (const name of [
      "redstone_lamp",
      "redstone_torch_off",
      "furnace_front",
      "stone",
      "torchflower",
      "end_portal_frame_side",
      "end_portal_frame_top",
      "copper_bulb",
      "powered_rail",
      "repeater",
      "observer_back",
      "respawn_anchor_side0",
      "respawn_anchor_bottom",
      // Textureless paints their specks as glowing, but in PixelPerfection and VoxeLibre the specks are
      // not set apart and whole stems lit up; the game gives them no light either.
      "crimson_stem",
      "warped_hyphae",
      "redstone_block",
      "budding_amethyst",
      "ender_eye",
    ]) {
      expect(classifyMaterial(name).emissive, name).toBe(false);
    }
  });
});
