import { boxDownsample } from "../kernels/box-downsample.js";
import { createPlane, edgeIndexTable, type Plane } from "../kernels/plane.js";
import { hasWord, type NameTokens, words } from "./name-tokens.js";

// Bricks and tiles: blocks laid with mortar or grout between them.
const masonryWords = words("brick", "bricks", "tile", "tiles");
// A fence's texture draws its posts and rails, not a wall: its light bars are the part that stands up.
const notMasonryWords = words("fence");

/** A wall of bricks or tiles by name (`bricks`, `stone_bricks`, `deepslate_tiles`), not a brick fence. */
export function isMasonryName(tokens: NameTokens): boolean {
  return hasWord(tokens, masonryWords) && !hasWord(tokens, notMasonryWords);
}

/**
 * How much more energy the thin light lines must carry than the thin dark ones before the mortar counts
 * as light. Of the 69 opaque brick and tile textures of VoxeLibre, PixelPerfection and Replete, the three
 * with light mortar (VoxeLibre's and Replete's bricks, PixelPerfection's fail_bricks3) measure 2.6-15.8,
 * the dark-mortar ones 0.06-1.76 (Replete's deepslate tiles, dark grout between tiles with light rims,
 * the highest).
 */
export const lightMortarRatio = 2;

/**
 * Root-mean-square strength (luminance 0..1) the light lines need before they decide anything: a near-flat
 * tint (Textureless' colour maps, 1/255) has no mortar to see. The light mortars of the corpus measure
 * 14-41/255, and the faintest light lines of any masonry texture 10/255.
 */
export const visibleLineStrength = 4 / 255;

/**
 * Whether a masonry texture's mortar is lighter than its bricks. The mortar is the thin network between
 * the blocks, whichever way its luminance runs: at the scale of a 16x texel, a 3x3 opening removes the
 * thin light lines (white top-hat) and a closing fills the thin dark ones (black top-hat). When the
 * light lines are visible and carry {@link lightMortarRatio} times the energy (sum of squares) of the
 * dark ones, the mortar is light. Squares weigh the mortar's strong, continuous lines over the bricks' faint speckle.
 */
export function mortarIsLight(luma: Plane, texelSize: number): boolean {
  const coarse = atTexelScale(luma, texelSize);
  const { light, dark } = thinLineEnergy(coarse);
  const visible = light >= visibleLineStrength ** 2 * coarse.data.length;
  return visible && light > lightMortarRatio * dark;
}

/** Energy (sum of squares) of the white and black top-hats of a 3x3 square, the plane wrapping. */
export function thinLineEnergy(plane: Plane): { light: number; dark: number } {
  const opened = extreme3x3(extreme3x3(plane, "min"), "max");
  const closed = extreme3x3(extreme3x3(plane, "max"), "min");
  const values = plane.data;
  let light = 0;
  let dark = 0;
  for (let i = 0; i < values.length; i++) {
    const ridge = values[i]! - opened.data[i]!;
    const valley = closed.data[i]! - values[i]!;
    light += ridge * ridge;
    dark += valley * valley;
  }
  return { light, dark };
}

/** The plane averaged down to one value per 16x texel (the largest whole factor up to it that fits). */
function atTexelScale(plane: Plane, texelSize: number): Plane {
  let factor = Math.max(1, Math.floor(texelSize));
  while (factor > 1 && (plane.width % factor || plane.height % factor)) factor--;
  return factor > 1 ? boxDownsample(plane, factor) : plane;
}

/**
 * Minimum or maximum over each pixel's 3x3 neighbourhood (separable: a row pass, then a column pass). The
 * calls are written out per kind: through one shared `Math.min`/`Math.max` reference it was 4x slower.
 */
function extreme3x3(plane: Plane, kind: "min" | "max"): Plane {
  const { width, height, data } = plane;
  const columns = edgeIndexTable(width, 1, "wrap");
  const rows = edgeIndexTable(height, 1, "wrap");
  const across = createPlane(width, height).data;
  const out = createPlane(width, height);
  const min = kind === "min";
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const a = data[row + columns[x]!]!;
      const b = data[row + x]!;
      const c = data[row + columns[x + 2]!]!;
      across[row + x] = min ? Math.min(a, b, c) : Math.max(a, b, c);
    }
  }
  const result = out.data;
  for (let y = 0; y < height; y++) {
    const above = rows[y]! * width;
    const row = y * width;
    const below = rows[y + 2]! * width;
    for (let x = 0; x < width; x++) {
      const a = across[above + x]!;
      const b = across[row + x]!;
      const c = across[below + x]!;
      result[row + x] = min ? Math.min(a, b, c) : Math.max(a, b, c);
    }
  }
  return out;
}
