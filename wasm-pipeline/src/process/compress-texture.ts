import { optimisePng } from "../codecs/oxipng.js";
import { encodePng } from "../codecs/png.js";
import type { RawImage } from "../types.js";
import { stripPngMetadata } from "./png-chunks.js";
import { quantizePalette } from "./quantize.js";
import type { MapType } from "./resize-texture.js";

export interface CompressTextureOptions {
  /** The spec's compressionQuality, 30..100 (step 5). */
  quality: number;
  mapType: MapType;
  /** Floyd-Steinberg dithering when the palette is quantised (the spec's enableDithering). */
  dithering: boolean;
  /** Quantise base colour to a palette when quality < 100. */
  quantize: boolean;
  /** Allow quantising `_n`/`_s` data as well (destroys normals and F0; a warning is returned). */
  allowLossyData: boolean;
  /** oxipng's level 0..6 for a lossless-only compression: replaces the quality's level, and nothing is quantised. */
  effort?: number;
}

export const defaultCompressTextureOptions: CompressTextureOptions = {
  quality: 85,
  mapType: "baseColor",
  dithering: false,
  quantize: true,
  allowLossyData: false,
};

export interface CompressedTexture {
  bytes: Uint8Array;
  /** The oxipng level used. */
  level: number;
  /** Palette size when the image was quantised, otherwise null (lossless). */
  paletteColors: number | null;
  /** Metadata chunk types removed. */
  removedChunks: string[];
  warnings: string[];
}

function checkQuality(quality: number): void {
  if (!Number.isFinite(quality) || quality < 30 || quality > 100) {
    throw new RangeError(`Compression quality must be in 30..100, got ${quality}`);
  }
}

/**
 * Maps compressionQuality to oxipng's effort: lossless either way, so a lower "quality" means "try
 * harder for size": 100 -> level 2 (oxipng's default), 85 -> 3, 30 -> 6.
 */
export function oxipngLevelForQuality(quality: number): number {
  checkQuality(quality);
  return 2 + Math.round(((100 - quality) / 70) * 4);
}

/** Palette size for lossy base-colour quantisation: 100 -> none, 95 -> 239, 85 -> 205, 30 -> 16 colours. */
export function paletteSizeForQuality(quality: number): number | null {
  checkQuality(quality);
  return quality >= 100 ? null : Math.round(16 + ((quality - 30) * 240) / 70);
}

/**
 * Encodes and compresses a texture: optional palette quantisation (base colour only unless
 * `allowLossyData`), PNG encoding, lossless oxipng at the level the quality maps to, and no metadata.
 */
export async function compressTexture(
  image: RawImage,
  options: Partial<CompressTextureOptions> = {},
): Promise<CompressedTexture> {
  const settings = { ...defaultCompressTextureOptions, ...options };
  const colors = settings.effort === undefined ? paletteSizeForQuality(settings.quality) : null;
  const warnings: string[] = [];
  let source = image;
  let paletteColors: number | null = null;
  if (settings.quantize && colors !== null) {
    const isData = settings.mapType !== "baseColor";
    if (isData && !settings.allowLossyData) {
      warnings.push(
        `Palette quantisation skipped for ${settings.mapType}: it would change normals/F0 data; only lossless optimisation was applied`,
      );
    } else {
      if (isData)
        warnings.push(
          `Lossy palette quantisation applied to ${settings.mapType} data on request: values are no longer exact`,
        );
      source = quantizePalette(image, { colors, dither: settings.dithering }).image;
      paletteColors = colors;
    }
  }
  const optimised = await compressPng(await encodePng(source), settings.quality, settings.effort);
  return { ...optimised, paletteColors, warnings };
}

/**
 * Compresses existing PNG bytes losslessly: strips metadata chunks, then oxipng at the level the
 * quality maps to, or at `effort` when given. Pixels stay identical.
 */
export async function compressPng(
  png: Uint8Array,
  quality: number,
  effort?: number,
): Promise<Omit<CompressedTexture, "paletteColors" | "warnings">> {
  const level = effort ?? oxipngLevelForQuality(quality);
  const stripped = stripPngMetadata(png);
  const optimised = stripPngMetadata(await optimisePng(stripped.bytes, level));
  const removedChunks = [...stripped.removed, ...optimised.removed];
  // oxipng never grows a file on purpose, but a stripped input can already be optimal.
  const bytes = optimised.bytes.length <= stripped.bytes.length ? optimised.bytes : stripped.bytes;
  return { bytes, level, removedChunks };
}
