import { hasWord, type NameTokens, stemIncludes, words } from "./name-tokens.js";

// Word lists, built once: a test then costs one Set lookup per word of the name.
const unlitWords = words("off", "unlit", "coral", "charge");
const litWords = words("lit", "on");
const eyeWord = words("eye");
// Redstone parts that are `on` glow where their redstone is lit (as hand-made packs such as Textureless paint them).
const litBlockWords = words(
  "lamp",
  "furnace",
  "smoker",
  "candle",
  "campfire",
  "vines",
  "plant",
  "bulb",
  "rail",
  "repeater",
  "comparator",
  "observer",
);
const lightSourceWords = words(
  "glowstone",
  "shroomlight",
  "lava",
  "magma",
  "froglight",
  "torch",
  "lantern",
  "fire",
  "beacon",
);
// Eyes: the spider's, enderman's and phantom's eye layers, which the game draws at full brightness.
const glowingWords = words("portal", "blaze", "conduit", "glow", "eyes");

/**
 * Light sources by name. An `off`/`unlit` variant never emits; `lit`/`on` variants of lamps, furnaces and
 * candles do.
 */
export function isLightSource(t: NameTokens): boolean {
  if (hasWord(t, unlitWords)) return false; // fire coral and fire charges do not glow
  if (stemIncludes(t, "end_portal_frame") && !hasWord(t, eyeWord)) return false; // only its eye glows
  if (hasWord(t, litWords) && hasWord(t, litBlockWords)) {
    return true;
  }
  // The anchor's side shows its charge: side0 is empty, side1..4 light up.
  if (/respawn_anchor_side[1-4]/.test(t.stem)) return true;
  return (
    hasWord(t, lightSourceWords) ||
    hasWord(t, glowingWords) ||
    stemIncludes(
      t,
      "sea_lantern",
      "end_rod",
      "jack_o_lantern",
      "crying_obsidian",
      "respawn_anchor_top",
      "_bloom",
      "redstone_ore", // its specks light up when touched; the lit and unlit block share the texture
      "sea_pickle",
      "sculk_sensor_tendril",
      "amethyst_cluster", // clusters and buds give light 1-5; the budding block gives none
      "amethyst_bud",
      "end_gateway",
    )
  );
}

/**
 * How much a light's darkest pixels still emit (see `MaterialProfile.emissionFloor`): lava's crust a
 * fifth, as Textureless paints it (its lava emits 0.2 + 0.6 × the glow), where a crust left at 0 showed
 * as black holes in a glowing lake.
 */
export function emissionFloorFor(t: NameTokens): number | undefined {
  return stemIncludes(t, "lava_still", "lava_flow") ? 0.2 : undefined;
}

/**
 * Lights seen through a carved, coloured body: a jack o'lantern's face is paler and brighter than its
 * saturated orange skin, so the colour-weighted glow lit the whole pumpkin and brightness finds the face.
 */
export function glowsBrightest(t: NameTokens): boolean {
  return stemIncludes(t, "jack_o_lantern");
}
