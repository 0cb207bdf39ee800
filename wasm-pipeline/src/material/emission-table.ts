import { hasWord, type NameTokens, stemIncludes } from "./name-tokens.js";

/**
 * Light sources by name. An `off`/`unlit` variant never emits; `lit`/`on` variants of lamps, furnaces and
 * candles do.
 */
export function isLightSource(t: NameTokens): boolean {
  if (hasWord(t, "off", "unlit", "coral", "charge")) return false; // fire coral and fire charges do not glow
  if (hasWord(t, "lit", "on") && hasWord(t, "lamp", "furnace", "smoker", "candle", "campfire", "vines", "plant")) {
    return true;
  }
  return (
    hasWord(t, "glowstone", "shroomlight", "lava", "magma", "froglight", "torch", "lantern", "fire", "beacon") ||
    hasWord(t, "portal", "blaze", "conduit", "glow") ||
    stemIncludes(t, "sea_lantern", "end_rod", "jack_o_lantern", "crying_obsidian", "respawn_anchor_top", "_bloom")
  );
}
