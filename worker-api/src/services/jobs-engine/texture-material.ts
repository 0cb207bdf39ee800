import {
  decodeImage,
  encodePng,
  frameLayout,
  generateMaterial,
  ImageDecodeError,
  type RawImage,
  type TextureFile,
  validateTexture,
} from "@greenhouse/wasm-pipeline";
import type { JobSettings } from "./types.js";

/** One generated map, encoded, with its validation. */
export interface GeneratedMap {
  path: string;
  png: Uint8Array;
  file: TextureFile;
}

/** Largest texture the engine decodes: 4096² RGBA is 64 MiB, half the isolate's memory. */
export const MAX_TEXTURE_PIXELS = 4096 * 4096;

/** A texture the engine could not convert; the message goes to the files list and the log. */
export class TextureError extends Error {
  override name = "TextureError";
}

/**
 * Decodes one texture, generates its LabPBR `_n` and `_s` with the pipeline (animation strips frame
 * by frame, using the texture's `.mcmeta`), encodes them and validates each map against its base.
 */
export async function generateTextureMaps(
  path: string,
  bytes: Uint8Array,
  settings: JobSettings,
  mapPaths: [string, string],
  mcmeta?: string,
): Promise<{ albedo: TextureFile; maps: [GeneratedMap, GeneratedMap] }> {
  const image = await decode(path, bytes);
  const layout = frameLayout(image.width, image.height, mcmeta);
  const frameHeight = layout.animated && image.height % layout.frameHeight === 0 ? layout.frameHeight : undefined;
  let material: ReturnType<typeof generateMaterial>;
  try {
    material = generateMaterial(image, settings.settings, { name: path, frameHeight });
  } catch (error) {
    if (error instanceof RangeError) throw new TextureError(`${path}: ${error.message}`);
    throw error;
  }
  const base = { width: image.width, height: image.height, mcmeta };
  const encode = async (map: RawImage, mapPath: string, type: "normal" | "specular"): Promise<GeneratedMap> => {
    const png = await encodePng(map);
    const result = validateTexture({ path: mapPath, image: map, fileSize: png.length, base });
    return { path: mapPath, png, file: fileRow(mapPath, png.length, type, result.issues) };
  };
  const albedo = fileRow(path, bytes.length, "albedo", []);
  return {
    albedo,
    maps: [
      await encode(material.normal, mapPaths[0], "normal"),
      await encode(material.specular, mapPaths[1], "specular"),
    ],
  };
}

async function decode(path: string, bytes: Uint8Array): Promise<RawImage> {
  try {
    return await decodeImage(bytes, { filename: path, maxPixels: MAX_TEXTURE_PIXELS });
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new TextureError(error.message);
    throw error;
  }
}

function fileRow(
  path: string,
  size: number,
  textureType: TextureFile["textureType"],
  issues: TextureFile["validationIssues"],
): TextureFile {
  const status = issues.some((issue) => issue.level === "error")
    ? "error"
    : issues.some((issue) => issue.level === "warning")
      ? "warning"
      : "valid";
  return {
    originalPath: path,
    filename: path.slice(path.lastIndexOf("/") + 1),
    fileSize: size,
    textureType,
    validationStatus: status,
    validationIssues: issues,
  };
}

/** The files-list row of a texture that failed, with the reason as its issue. */
export function failedTextureFile(path: string, size: number, message: string): TextureFile {
  return fileRow(path, size, "albedo", [
    { level: "error", message, suggestion: "Re-export the texture as an 8-bit PNG and upload again", filename: path },
  ]);
}
