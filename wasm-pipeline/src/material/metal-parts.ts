import { hasWord, type NameTokens, words } from "./name-tokens.js";
import type { MaterialProfile } from "./profile.js";

/**
 * Which pixels of a metal item are not metal, by colour: `wood` for a tool's handle (brown), `colour`
 * for what a bucket holds (water, lava, a fish: strongly coloured, where its iron is grey).
 */
export type NonMetalParts = "wood" | "colour";

const toolWords = words("sword", "pickaxe", "axe", "shovel", "hoe");
const bucketWord = words("bucket");

/** The non-metal parts a metal texture has by its name: tools have handles, filled buckets contents. */
export function nonMetalPartsFor(t: NameTokens, f0OrMetal: number): NonMetalParts | undefined {
  if (f0OrMetal < 230) return undefined;
  if (hasWord(t, toolWords)) return "wood";
  if (hasWord(t, bucketWord) && t.stem !== "bucket") return "colour";
  return undefined;
}

/** `_s` G of the non-metal parts: the table's wood (11), and a plain dielectric for a bucket's contents. */
const partF0: Record<NonMetalParts, number> = { wood: 11, colour: 10 };

/**
 * Whether an sRGB pixel belongs to the part: wood is brown, hue 12–45°, saturation above 0.3 and value
 * below 0.6 (a stick's light and dark browns; gold is as yellow but brighter, iron and diamond are not
 * brown); contents are saturated (above 0.4) and not black. On PixelPerfection's and VoxeLibre's iron
 * and gold tools this finds the handle (14–49 % of the item) and nothing of the head.
 */
function inPart(part: NonMetalParts, r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === 0) return false;
  const saturation = (max - min) / max;
  if (part === "colour") return saturation > 0.4 && max > 50;
  if (saturation <= 0.3 || max >= 0.6 * 255) return false;
  // Brown: red highest, green between, hue = 60° × (g − b) / (max − min) within 12–45°.
  if (max !== r || g < b) return false;
  const hue = (60 * (g - b)) / (max - min);
  return hue >= 12 && hue <= 45;
}

/**
 * The roughness factor of the non-metal parts (`MaterialProfile.roughness`): a handle is as rough as the
 * planks it is cut from and a bucket's contents as a plain dielectric, not polished like the metal.
 */
export const partRoughness: Record<NonMetalParts, number> = { wood: 1, colour: 1 };

/**
 * Rewrites `_s` G (RGBA `specular`) of the pixels of `frame` that are the profile's non-metal part, so
 * a tool is metal where its head is and wood where its handle is (a whole-texture metal id made a
 * pickaxe's stick shine like steel in a shader). Returns which pixels those are (1 = part), for the
 * smoothness to treat them as their own material too, or undefined when the profile has no such part.
 */
export function writeNonMetalParts(
  frame: Uint8ClampedArray | Uint8Array,
  profile: Pick<MaterialProfile, "nonMetalParts">,
  specular: Uint8Array,
): Uint8Array | undefined {
  const part = profile.nonMetalParts;
  if (!part) return undefined;
  const f0 = partF0[part];
  const inside = new Uint8Array(frame.length >> 2);
  for (let p = 0, i = 0; p < frame.length; p += 4, i++) {
    if (inPart(part, frame[p]!, frame[p + 1]!, frame[p + 2]!)) {
      specular[p + 1] = f0;
      inside[i] = 1;
    }
  }
  return inside;
}
