import { isBmp, readBmpSize } from "./bmp.js";
import { fail } from "./decode-error.js";
import { isGif, readGifSize } from "./gif.js";
import { isJpeg, readJpegSize } from "./jpeg-header.js";
import { isPng, readPngSize } from "./png-header.js";
import { isTga, readTgaSize } from "./tga.js";
import { isTiff, readTiffSize } from "./tiff.js";

/** The image formats the pipeline reads. */
export type ImageFormat = "png" | "jpeg" | "tga" | "tiff" | "bmp" | "gif";

/**
 * What a file's header says before any pixel data is decoded. For a GIF the size is that of the strip
 * it decodes to: every frame stacked top to bottom.
 */
export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Recognises the format from the file's first bytes, never from its name. TGA, which has no magic number,
 * is tried last and only accepted when every header field is valid.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (isPng(bytes)) return "png";
  if (isJpeg(bytes)) return "jpeg";
  if (isTiff(bytes)) return "tiff";
  if (isBmp(bytes)) return "bmp";
  if (isGif(bytes)) return "gif";
  if (isTga(bytes)) return "tga";
  return undefined;
}

const sizeReaders: Record<ImageFormat, (bytes: Uint8Array) => { width: number; height: number }> = {
  png: readPngSize,
  jpeg: readJpegSize,
  tga: readTgaSize,
  tiff: readTiffSize,
  bmp: readBmpSize,
  gif: readGifSize,
};

/**
 * Reads format and dimensions from the header alone, so callers can refuse an image before allocating
 * its pixels. Throws {@link ImageDecodeError}-compatible problems (wrapped with the file name by
 * `decodeImage`; use that or catch `ImageFormatProblem` when calling this directly).
 */
export function readImageHeaderUnnamed(bytes: Uint8Array): ImageHeader {
  const format = sniffImageFormat(bytes);
  if (!format) {
    if (bytes.length === 0) fail("truncated", "file is empty");
    fail("unsupported_format", "not a PNG, JPEG, TGA, TIFF, BMP or GIF image");
  }
  const { width, height } = sizeReaders[format](bytes);
  if (!(width > 0 && height > 0))
    fail("corrupt", `${format.toUpperCase()} header gives invalid dimensions ${width}x${height}`);
  return { format, width, height };
}
