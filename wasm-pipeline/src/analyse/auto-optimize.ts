import { encodePng } from "../codecs/png.js";
import { compressPng } from "../process/compress-texture.js";
import { isPng } from "../process/png-chunks.js";
import { resizeTexture } from "../process/resize-texture.js";
import type { RawImage } from "../types.js";
import { isLabPbrMapName, textureKind } from "../validate/validate-texture.js";
import { analyzeTextureQuality, type QualityReport } from "./analyze-quality.js";
import type { QualityFile } from "./quality-file.js";

/** Result of {@link autoOptimizeTexture}: the improved file, its pixels and its new report. */
export interface OptimizedTexture {
  name: string;
  bytes: Uint8Array;
  image: RawImage;
  report: QualityReport;
  /** What was done, in order, for the user to read. */
  applied: string[];
}

/** The uploaded file's format as people name it, from its extension ("stone.jpg" is a JPEG). */
function sourceFormat(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toUpperCase();
  if (extension === "JPG" || extension === "JPEG") return "JPEG";
  if (extension === "TIF") return "TIFF";
  return extension || "image";
}

const isPowerOfTwo = (value: number) => value > 0 && (value & (value - 1)) === 0;

/** What Auto-Optimize does about a texture's size: resize a square to `side`, or keep it and say why. */
export type ResizePlan = { resize: number } | { keep: string } | undefined;

/**
 * Decides the one resize Auto-Optimize makes without judgement: a large square (over 128 px, photo-like)
 * to the next power of two with lanczos, at most 2048. Everything else keeps its size, and the reason is
 * given: a `_n`/`_s` map must equal its base's size and resampling invents data (F0 and metal ids in
 * `_s` G, bent normals in `_n`); non-square textures (entities, paintings, sheets) are so on purpose and
 * the aspect ratio never changes; pixel art scales cleanly only by whole numbers, which never reach a
 * power of two from a size that is not one; an animation strip would blend its frames. Power-of-two
 * sides need nothing (undefined).
 */
export function planResize(name: string, width: number, height: number): ResizePlan {
  const isStrip = height > width && height % width === 0;
  const frameHeight = isStrip ? width : height;
  if (isPowerOfTwo(width) && isPowerOfTwo(frameHeight)) return undefined;
  const kept = `Kept ${width}x${height}`;
  if (isLabPbrMapName(name)) {
    const specular = textureKind(name.toLowerCase()).kind === "specular";
    return {
      keep: `${kept}: a ${specular ? "_s" : "_n"} map must keep its base texture's size, and resampling would ${
        specular ? "invent F0 and metal ids its G channel never had" : "bend its normals and blur its height"
      }; resize the base, then regenerate the maps`,
    };
  }
  if (width !== frameHeight) {
    return { keep: `${kept}: a non-square texture (entity, painting, sheet) keeps its shape` };
  }
  if (width <= 128) {
    return {
      keep: `${kept}: pixel art scales cleanly only by whole numbers, which never reach a power of two from ${width}`,
    };
  }
  if (isStrip) return { keep: `${kept}: resizing an animation strip would blend its frames; resize each frame` };
  let side = 1;
  while (side < width) side *= 2;
  return { resize: Math.min(2048, side) };
}

/**
 * Applies the quality analyser's recommendations that can be applied without judgement: a power-of-two
 * resize of a large square texture (see {@link planResize}; anything else keeps its size and the change
 * list says why), conversion to PNG, metadata stripping and lossless optimisation. Returns the new file
 * and its new report.
 */
export async function autoOptimizeTexture(file: QualityFile, image: RawImage): Promise<OptimizedTexture> {
  const applied: string[] = [];
  const plan = planResize(file.name, image.width, image.height);
  let pixels = image;
  if (plan && "keep" in plan) applied.push(plan.keep);
  if (plan && "resize" in plan) {
    pixels = await resizeTexture(image, {
      width: plan.resize,
      height: plan.resize,
      interpolation: "lanczos",
      pixelArtAware: false,
    });
    applied.push(`Resized ${image.width}x${image.height} to ${plan.resize}x${plan.resize} (lanczos)`);
  }
  const wasPng = file.bytes !== undefined && isPng(file.bytes);
  const format = sourceFormat(file.name);
  let png: Uint8Array;
  if (pixels === image && wasPng && file.bytes) png = file.bytes;
  else {
    png = await encodePng(pixels);
    if (!wasPng) applied.push(`Converted ${format} to PNG, the format resource packs load`);
  }
  const optimised = await compressPng(png, 100);
  if (optimised.removedChunks.length > 0) {
    applied.push(`Stripped metadata (${[...new Set(optimised.removedChunks)].join(", ")})`);
  }
  // The PNG's own sizes: set against a JPEG's, "optimised" would read as a loss when the PNG is larger.
  applied.push(
    `Optimised the PNG losslessly with oxipng level ${optimised.level}: ${png.length} -> ${optimised.bytes.length} bytes`,
  );
  if (!wasPng && optimised.bytes.length > file.size) {
    const larger = Math.round((optimised.bytes.length / file.size - 1) * 100);
    applied.push(
      `The PNG is ${larger}% larger than the ${format} (${file.size} bytes): it keeps every pixel exactly, ${
        format === "JPEG" ? "where JPEG discards detail to save space" : "which the game needs"
      }`,
    );
  }
  const name = `${file.name.replace(/\.[^.]+$/, "")}.png`;
  const report = analyzeTextureQuality({ name, size: optimised.bytes.length, bytes: optimised.bytes }, pixels);
  return { name, bytes: optimised.bytes, image: pixels, report, applied };
}
