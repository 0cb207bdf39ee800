import { encodePng } from "../codecs/png.js";
import { compressPng } from "../process/compress-texture.js";
import { isPng } from "../process/png-chunks.js";
import { resizeTexture } from "../process/resize-texture.js";
import type { RawImage } from "../types.js";
import { analyzeTextureQuality, type QualityFile, type QualityReport } from "./analyze-quality.js";

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

/**
 * Applies the quality analyser's recommendations that can be applied without judgement: a square
 * power-of-two resize (nearest for small pixel art, lanczos otherwise; animation strips are left
 * alone), conversion to PNG, metadata stripping and lossless optimisation. Returns the new file and
 * its new report.
 */
export async function autoOptimizeTexture(file: QualityFile, image: RawImage): Promise<OptimizedTexture> {
  const applied: string[] = [];
  const isStrip = image.height > image.width && image.height % image.width === 0;
  let pixels = image;
  if (!isStrip && (image.width !== image.height || !isPowerOfTwo(image.width))) {
    let side = 1;
    while (side < Math.max(image.width, image.height)) side *= 2;
    side = Math.min(2048, side);
    const small = Math.max(image.width, image.height) <= 128;
    pixels = await resizeTexture(image, {
      width: side,
      height: side,
      interpolation: small ? "nearest" : "lanczos",
      pixelArtAware: false,
    });
    applied.push(`Resized ${image.width}x${image.height} to ${side}x${side} (${small ? "nearest" : "lanczos"})`);
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
