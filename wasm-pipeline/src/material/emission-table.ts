import { hasWord, type NameTokens, stemIncludes, words } from "./name-tokens.js";

// Word lists, built once: a test then costs one Set lookup per word of the name.
const unlitWords = words("off", "unlit", "coral", "charge");
const litWords = words("lit", "on");
const eyeWord = words("eye");
const litBlockWords = words("lamp", "furnace", "smoker", "candle", "campfire", "vines", "plant");
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
const glowingWords = words("portal", "blaze", "conduit", "glow");

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
  return (
    hasWord(t, lightSourceWords) ||
    hasWord(t, glowingWords) ||
    stemIncludes(t, "sea_lantern", "end_rod", "jack_o_lantern", "crying_obsidian", "respawn_anchor_top", "_bloom")
  );
}
