// The game multiplies grass and foliage textures by the biome's colour; their files are grey. Lit grey,
// leaves would be judged on the wrong colour, so the sheets tint them as a plains biome does.
import type { RawImage } from "../../src/types.js";

/** Plains: grass 0x91BD59, foliage 0x77AB2F (the game's colormap at its default temperature and rain). */
const plainsGrass = [0x91, 0xbd, 0x59] as const;
const plainsFoliage = [0x77, 0xab, 0x2f] as const;

/** The tint the game applies to the texture at `path`, if any (cherry and azalea leaves keep their own colour). */
export function biomeTint(path: string): readonly [number, number, number] | undefined {
  const stem = path.slice(path.lastIndexOf("/") + 1).replace(/\.png$/, "");
  if (/^(grass_block_top|grass|short_grass|tall_grass_(top|bottom)|fern|large_fern_(top|bottom))$/.test(stem)) {
    return plainsGrass;
  }
  if (/^(oak|jungle|acacia|dark_oak|mangrove)_leaves$|^vine$/.test(stem)) return plainsFoliage;
  return undefined;
}

/** `image` multiplied by `tint`, as the game's vertex colour multiplies it. */
export function tinted(image: RawImage, tint: readonly [number, number, number]): RawImage {
  const data = image.data.slice();
  for (let p = 0; p < data.length; p += 4) {
    for (let c = 0; c < 3; c++) data[p + c] = Math.round((data[p + c]! * tint[c]!) / 255);
  }
  return { width: image.width, height: image.height, data };
}
