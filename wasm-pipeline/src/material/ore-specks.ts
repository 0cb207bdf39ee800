import { hasWord, type NameTokens, words } from "./name-tokens.js";
import { cutoutAlpha } from "./tiling.js";

/** The mineral an ore's specks are, by its name (`diamond_ore`, `deepslate_gold_ore`). */
export type OreMineral = "diamond" | "emerald" | "lapis" | "gold" | "copper";

/**
 * `_s` G and roughness factor of each mineral's specks: the reflectance table's gem and metal values
 * (diamond 43, emerald IOR 1.58, gold and copper their metal ids), lapis a dielectric of F0 0.04, all
 * with a gem's or metal's polish (`roughness-table.ts`). Iron and coal are left out: iron's specks are
 * beige, as grey as the stone around them (saturation 0.1–0.3 against 0.1–0.2 in PixelPerfection), and
 * coal's are a dark dielectric like the stone.
 */
export const oreMinerals: Record<OreMineral, { f0OrMetal: number; roughness: number }> = {
  diamond: { f0OrMetal: 43, roughness: 0.35 },
  emerald: { f0OrMetal: 13, roughness: 0.35 },
  lapis: { f0OrMetal: 10, roughness: 0.35 },
  gold: { f0OrMetal: 231, roughness: 0.65 },
  copper: { f0OrMetal: 234, roughness: 0.65 },
};

const oreWord = words("ore");
// A nether ore's netherrack is as saturated as its specks, so colour cannot tell them apart.
const netherWord = words("nether");
const mineralWords = Object.keys(oreMinerals) as OreMineral[];

/** The mineral of an overworld ore texture, undefined for anything else. */
export function oreMineralFor(t: NameTokens): OreMineral | undefined {
  if (!hasWord(t, oreWord) || hasWord(t, netherWord)) return undefined;
  return mineralWords.find((mineral) => t.words.includes(mineral));
}

/** Saturation of an sRGB pixel, (max − min) / max (0 for black). */
function saturation(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  return max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
}

/**
 * Marks the specks of an ore frame and writes the mineral's F0 into their `_s` G (RGBA `specular`):
 * pixels at least 0.25 more saturated than the stone (the lower quartile of the visible pixels'
 * saturation, which stone and deepslate fill; 0 under an overlay with transparent pixels) and at least
 * 0.35 saturated. Every gem, gold and copper
 * speck of PixelPerfection's, VoxeLibre's and Replete's overworld ores lies above 0.4; their stone below
 * 0.3. Returns the specks (1 = speck), or undefined when there are none.
 */
export function writeOreSpecks(
  frame: Uint8ClampedArray | Uint8Array,
  mineral: OreMineral,
  specular: Uint8Array,
): Uint8Array | undefined {
  const n = frame.length >> 2;
  const saturations = new Float32Array(n);
  const visible: number[] = [];
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    saturations[i] = saturation(frame[p]!, frame[p + 1]!, frame[p + 2]!);
    if (frame[p + 3]! >= cutoutAlpha) visible.push(saturations[i]!);
  }
  if (visible.length === 0) return undefined;
  visible.sort((a, b) => a - b);
  // An ore with transparent pixels is an overlay drawn over the stone (VoxeLibre's copper ore): what
  // shows is the mineral, so the stone it is measured against is the grey below it.
  const stone = visible.length < n ? 0 : visible[Math.floor(visible.length / 4)]!;
  const threshold = Math.max(0.35, stone + 0.25);
  const { f0OrMetal } = oreMinerals[mineral];
  const specks = new Uint8Array(n);
  let found = false;
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    if (frame[p + 3]! < cutoutAlpha || saturations[i]! < threshold) continue;
    specks[i] = 1;
    specular[p + 1] = f0OrMetal;
    found = true;
  }
  return found ? specks : undefined;
}
