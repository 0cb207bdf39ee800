import {
  createRawImage,
  decodeImage,
  encodePng,
  ImageDecodeError,
  type RawImage,
  type TextureFile,
} from "@greenhouse/wasm-pipeline";
import type { JobSettings } from "./types.js";

/** The generated LabPBR maps of one texture. */
export interface TextureMaps {
  normal: Uint8Array;
  specular: Uint8Array;
}

/** Largest texture the engine decodes: 4096² RGBA is 64 MiB, half the isolate's memory. */
export const MAX_TEXTURE_PIXELS = 4096 * 4096;

/** A texture the engine could not convert; the message goes to the files list and the log. */
export class TextureError extends Error {
  override name = "TextureError";
}

/**
 * Decodes one texture and generates its `_n` and `_s` maps.
 *
 * Until the pipeline's material generator lands this writes LabPBR's neutral material: a flat
 * normal (128,128) with no occlusion (B 255) and no depth (A 255), and a rough dielectric specular
 * (smoothness 0, F0 10 = 4 %, no porosity, no emission). Those are valid LabPBR values a shader reads
 * as "plain surface"; the engine around it is what this slice delivers.
 */
export async function generateTextureMaps(
  path: string,
  bytes: Uint8Array,
  _settings: JobSettings,
): Promise<TextureMaps> {
  const image = await decode(path, bytes);
  const normal = fill(image, [128, 128, 255, 255]);
  const specular = fill(image, [0, 10, 0, 255]);
  return { normal: await encodePng(normal), specular: await encodePng(specular) };
}

async function decode(path: string, bytes: Uint8Array): Promise<RawImage> {
  try {
    return await decodeImage(bytes, { filename: path, maxPixels: MAX_TEXTURE_PIXELS });
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new TextureError(error.message);
    throw error;
  }
}

function fill(like: RawImage, rgba: [number, number, number, number]): RawImage {
  const image = createRawImage(like.width, like.height);
  for (let at = 0; at < image.data.length; at += 4) image.data.set(rgba, at);
  return image;
}

/** The files-list rows of a converted texture: the albedo and its two maps. */
export function textureFiles(path: string, size: number, maps: TextureMaps, mapNames: [string, string]): TextureFile[] {
  const base = (name: string) => name.slice(name.lastIndexOf("/") + 1);
  return [
    row(path, base(path), size, "albedo"),
    row(mapNames[0], base(mapNames[0]), maps.normal.length, "normal"),
    row(mapNames[1], base(mapNames[1]), maps.specular.length, "specular"),
  ];
}

/** The files-list row of a texture that failed, with the reason as its issue. */
export function failedTextureFile(path: string, size: number, message: string): TextureFile {
  return {
    ...row(path, path.slice(path.lastIndexOf("/") + 1), size, "albedo"),
    validationStatus: "error",
    validationIssues: [
      {
        level: "error",
        message,
        suggestion: "Re-export the texture as an 8-bit PNG and upload again",
        filename: path,
      },
    ],
  };
}

function row(
  originalPath: string,
  filename: string,
  fileSize: number,
  textureType: TextureFile["textureType"],
): TextureFile {
  return { originalPath, filename, fileSize, textureType, validationStatus: "pending", validationIssues: [] };
}
