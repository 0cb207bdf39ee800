import { encodePng } from "../codecs/png.js";
import type { AdvancedProcessing } from "../settings.js";
import { defaultAdvancedProcessing } from "../settings.js";
import type { RawImage } from "../types.js";
import { compressTexture } from "./compress-texture.js";
import { buildCtmSet } from "./ctm-set.js";
import { type MapType, resizeTexture } from "./resize-texture.js";

/** One material to process: its path (of the base texture), its base colour and the maps it has. */
export interface MaterialFiles {
  /** Path of the base texture, e.g. `assets/minecraft/textures/block/stone.png`. */
  path: string;
  baseColor: RawImage;
  /** `_n`, when the material has one (a base texture alone is processed alone). */
  normal?: RawImage;
  /** `_s`, when the material has one. */
  specular?: RawImage;
  /** Frame height of an animation strip (all three maps share it). */
  frameHeight?: number;
}

export interface ProcessedFile {
  path: string;
  bytes: Uint8Array;
}

export interface ProcessedMaterial {
  files: ProcessedFile[];
  warnings: string[];
}

/** The spec's refusal when advanced processing has nothing to do (section 5). */
export class NoProcessingOptionsError extends Error {
  readonly title = "No processing options selected";
  constructor() {
    super("Please enable at least one advanced processing option.");
    this.name = "NoProcessingOptionsError";
  }
}

/** Throws the spec's 'No processing options selected' when resize, compression and CTM are all off. */
export function checkAdvancedProcessing(settings: AdvancedProcessing): void {
  if (!settings.enableBulkResize && !settings.enableCompression && !settings.enableCTMSplit) {
    throw new NoProcessingOptionsError();
  }
  for (const key of ["baseColorResolution", "specularResolution", "normalResolution"] as const) {
    const value = settings[key];
    if (!Number.isInteger(value) || value < 16 || value > 2048) {
      throw new RangeError(`${key} must be an integer in 16..2048, got ${value}`);
    }
  }
  const effort = settings.compressionEffort;
  if (effort !== undefined && (!Number.isInteger(effort) || effort < 0 || effort > 6)) {
    throw new RangeError(`compressionEffort must be an integer in 0..6, got ${effort}`);
  }
}

const suffix: Record<MapType, string> = { baseColor: "", normal: "_n", specular: "_s" };

/**
 * Applies the spec's advancedProcessing to one material: resize (base colour to its resolution, `_n`
 * and `_s` always to the base's resulting size because LabPBR requires it; their own interpolation is
 * used), compression (lossless for `_n`/`_s`), and CTM split (47 connected tiles from the base, each
 * with `_n` and `_s` (copied from the material's, or generated when it has none), plus the
 * `.properties`). Returns encoded files to write.
 */
export async function processMaterial(
  material: MaterialFiles,
  options: Partial<AdvancedProcessing> = {},
): Promise<ProcessedMaterial> {
  const settings = { ...defaultAdvancedProcessing, ...options };
  checkAdvancedProcessing(settings);
  const warnings: string[] = [];
  const frameHeight = material.frameHeight ?? material.baseColor.height;
  let maps: Partial<Record<MapType, RawImage>> & { baseColor: RawImage } = {
    baseColor: material.baseColor,
    ...(material.normal ? { normal: material.normal } : {}),
    ...(material.specular ? { specular: material.specular } : {}),
  };
  if (settings.enableBulkResize) {
    const width = settings.baseColorResolution;
    const height = Math.round((width * frameHeight) / material.baseColor.width);
    for (const [key, resolution] of [
      ["normal", settings.normalResolution],
      ["specular", settings.specularResolution],
    ] as const) {
      if (resolution !== width) {
        warnings.push(
          `${key}Resolution ${resolution} ignored: LabPBR needs ${suffix[key]} at the base colour's ${width}x${height}`,
        );
      }
    }
    const interpolation = {
      baseColor: settings.baseColorInterpolation,
      normal: settings.normalInterpolation,
      specular: settings.specularInterpolation,
    };
    const resized = async (mapType: MapType, image: RawImage) =>
      resizeTexture(image, { width, height, interpolation: interpolation[mapType], mapType, frameHeight });
    maps = {
      baseColor: await resized("baseColor", maps.baseColor),
      ...(maps.normal ? { normal: await resized("normal", maps.normal) } : {}),
      ...(maps.specular ? { specular: await resized("specular", maps.specular) } : {}),
    };
  }
  const encode = async (image: RawImage, mapType: MapType): Promise<Uint8Array> => {
    if (!settings.enableCompression) return encodePng(image);
    const compressed = await compressTexture(image, {
      quality: settings.compressionQuality,
      mapType,
      dithering: settings.enableDithering,
      ...(settings.compressionEffort === undefined ? {} : { effort: settings.compressionEffort }),
    });
    return compressed.bytes;
  };
  const stem = material.path.replace(/\.png$/i, "");
  const files: ProcessedFile[] = [];
  for (const mapType of ["baseColor", "normal", "specular"] as const) {
    const image = maps[mapType];
    if (image) files.push({ path: `${stem}${suffix[mapType]}.png`, bytes: await encode(image, mapType) });
  }
  if (settings.enableCTMSplit) {
    const name = stem.slice(stem.lastIndexOf("/") + 1);
    if (maps.baseColor.width !== maps.baseColor.height) {
      warnings.push(`CTM split skipped for ${name}: connected textures need one square tile, not an animation strip`);
    } else {
      const set = buildCtmSet({
        name,
        baseColor: maps.baseColor,
        ...(maps.normal && maps.specular ? { normal: maps.normal, specular: maps.specular } : {}),
        method: "ctm",
        variations: settings.ctmVariations,
      });
      files.push({ path: set.propertiesPath, bytes: new TextEncoder().encode(set.properties) });
      for (const tile of set.tiles) {
        files.push({ path: `${set.folder}${tile.index}.png`, bytes: await encode(tile.baseColor, "baseColor") });
        files.push({ path: `${set.folder}${tile.index}_n.png`, bytes: await encode(tile.normal, "normal") });
        files.push({ path: `${set.folder}${tile.index}_s.png`, bytes: await encode(tile.specular, "specular") });
      }
    }
  }
  return { files, warnings };
}
