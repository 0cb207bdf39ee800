import { createRawImage, type RawImage } from "../types.js";
import type { MaterialContext } from "./material-types.js";

/**
 * Fixed inputs for the cross-runtime test: the same bytes must come out of generateMaterial in Node and
 * in workerd. Built from integer hashes (no Math.random, no files) and chosen to reach every code path:
 * a wrapped block, an animated cutout strip, an emissive texture, an odd-sized item and a 32x brick wall
 * whose light mortar turns its height over (`mortar.ts`).
 */
export function materialFixtures(): Array<{ albedo: RawImage; context: MaterialContext }> {
  return [
    { albedo: pattern(64, 64, 1, false), context: { name: "assets/minecraft/textures/block/stone.png" } },
    {
      albedo: pattern(32, 96, 2, true),
      context: { name: "assets/minecraft/textures/block/oak_leaves.png", frameHeight: 32 },
    },
    { albedo: pattern(16, 16, 3, false), context: { name: "assets/minecraft/textures/block/glowstone.png" } },
    { albedo: pattern(15, 9, 4, true), context: { name: "assets/minecraft/textures/item/gold_ingot.png" } },
    { albedo: lightMortarWall(), context: { name: "assets/minecraft/textures/block/bricks.png" } },
  ];
}

/** A 32x32 running bond of red bricks (2 px per 16x texel) with light grey mortar and hashed speckle. */
function lightMortarWall(): RawImage {
  const image = createRawImage(32, 32);
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 32; x++) {
      const [tx, ty] = [x >> 1, y >> 1];
      const mortar = ty % 4 === 3 || (tx + ((ty >> 2) % 2) * 4) % 8 === 7;
      const noise = Math.imul(y * 32 + x + 5, 2654435761) >>> 27;
      image.data.set(mortar ? [160 + noise, 145 + noise, 130, 255] : [130 + noise, 64, 54, 255], (y * 32 + x) * 4);
    }
  }
  return image;
}

function pattern(width: number, height: number, seed: number, cutout: boolean): RawImage {
  const image = createRawImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const noise = Math.imul(i * 31 + seed * 7919, 2654435761) >>> 24;
      const blob = ((x >> 2) + (y >> 2) + seed) % 3;
      const alpha = cutout && (noise & 7) === 0 ? 0 : 255;
      image.data.set([40 + blob * 50 + (noise >> 2), 60 + blob * 40 + (noise >> 3), 50 + (noise >> 1), alpha], i * 4);
    }
  }
  return image;
}

/** All maps of all fixtures, concatenated in a fixed order, for hashing. */
export function concatMaps(maps: Array<{ data: Uint8ClampedArray }>): Uint8Array {
  const out = new Uint8Array(maps.reduce((n, m) => n + m.data.length, 0));
  let at = 0;
  for (const map of maps) {
    out.set(map.data, at);
    at += map.data.length;
  }
  return out;
}

/** One channel (0 R .. 3 A) of an RGBA image, pixel by pixel, for assertions. */
export function channel(image: RawImage, c: number): number[] {
  const out: number[] = [];
  for (let i = c; i < image.data.length; i += 4) out.push(image.data[i]!);
  return out;
}

/** Mean `_n` height (alpha) of the pixels `pick` selects. */
export function meanHeight(normal: RawImage, pick: (i: number) => boolean): number {
  const heights = channel(normal, 3).filter((_, i) => pick(i));
  return heights.reduce((a, b) => a + b, 0) / heights.length;
}

/** Frame `index` of a vertical animation strip, copied. */
export const frameOf = (image: RawImage, index: number, frameHeight: number): RawImage => {
  const bytes = image.width * frameHeight * 4;
  return { width: image.width, height: frameHeight, data: image.data.slice(index * bytes, (index + 1) * bytes) };
};

/** A deterministic grey "stone" from a hash, so tests need no files. */
export function syntheticStone(width = 16, height = 16, seed = 1): RawImage {
  const image = createRawImage(width, height);
  for (let i = 0; i < width * height; i++) {
    const h = Math.imul((i + 1) ^ seed, 2654435761) >>> 24;
    image.data.set([60 + (h >> 1), 60 + (h >> 1), 65 + (h >> 1), 255], i * 4);
  }
  return image;
}
