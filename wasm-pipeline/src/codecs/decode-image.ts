import type { RawImage } from "../types.js";
import { decodeBmp } from "./bmp.js";
import { ImageDecodeError, ImageFormatProblem } from "./decode-error.js";
import { decodeGif, type GifAnimation, readGifAnimation } from "./gif.js";
import { type ImageFormat, type ImageHeader, readImageHeaderUnnamed } from "./image-header.js";
import { decodeJpeg } from "./jpeg.js";
import { jpegHasEnd } from "./jpeg-header.js";
import { pixelBudgetText } from "./pixel-budget.js";
import { decodePng } from "./png.js";
import { pngUpToIend } from "./png-header.js";
import { decodeSmallPng } from "./small-png.js";
import { decodeTga } from "./tga.js";
import { decodeTiff } from "./tiff.js";

/** Options for {@link decodeImage}. */
export interface DecodeImageOptions {
  /** Named in error messages; never used to guess the format. */
  filename?: string;
  /** Largest width x height accepted, checked from the header before decoding. */
  maxPixels?: number;
}

export const defaultDecodeImageOptions: Required<DecodeImageOptions> = { filename: "image", maxPixels: 8192 * 8192 };

/** The problem a decoder reported, with the file's name and the library error behind it (if any). */
function namedProblem(problem: ImageFormatProblem, filename: string): ImageDecodeError {
  return new ImageDecodeError(problem.code, filename, problem.message, { cause: problem.cause });
}

/**
 * A reader threw something of its own (a RangeError from a DataView, a wasm trap): its words are for a
 * programmer, so the person is told what failed and the error is kept as the cause, for logs.
 */
function unexplained(filename: string, problem: string, error: unknown): ImageDecodeError {
  return new ImageDecodeError("corrupt", filename, problem, { cause: error });
}

function named<T>(filename: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ImageFormatProblem) throw namedProblem(error, filename);
    throw unexplained(filename, "its header cannot be read", error);
  }
}

/**
 * Format and dimensions from the header alone (magic bytes decide the format, not the name).
 * @throws ImageDecodeError with code `unsupported_format`, `truncated` or `corrupt`.
 */
export function readImageHeader(bytes: Uint8Array, filename = defaultDecodeImageOptions.filename): ImageHeader {
  return named(filename, () => readImageHeaderUnnamed(bytes));
}

const decoders: Record<ImageFormat, (bytes: Uint8Array) => RawImage | Promise<RawImage>> = {
  // The TypeScript decoder stops at IEND and checks every chunk before it, so a file it decodes is one
  // the trimmed path would decode the same; trimming (a walk over the chunks, an object per chunk) is
  // only needed for the wasm codec, which reads to the end, and for the errors it words.
  png: (bytes) => decodeSmallPng(bytes) ?? decodePng(pngUpToIend(bytes)),
  jpeg: (bytes) => {
    if (!jpegHasEnd(bytes)) throw new ImageFormatProblem("truncated", "JPEG ends before its end-of-image marker");
    return decodeJpeg(bytes);
  },
  tga: decodeTga,
  tiff: decodeTiff,
  bmp: decodeBmp,
  gif: decodeGif,
};

/** A decoded image and, for an animated file (a GIF of two or more frames), how its strip is laid out. */
export interface DecodedImage {
  /** Raw RGBA8; an animation's frames are stacked top to bottom. */
  image: RawImage;
  animation?: GifAnimation;
}

/**
 * Decodes a PNG, JPEG, TGA, TIFF, BMP or GIF file into raw RGBA8 values (no colour management, EXIF
 * orientation ignored). An animated GIF becomes a vertical strip of its frames. The header is read
 * first and images over `maxPixels` (a GIF's strip: frames x height) are refused before any pixel
 * memory is allocated. The codecs must have been initialised by a runtime adapter.
 * @throws ImageDecodeError naming the file and the problem in plain words (`unsupported_format`,
 * `corrupt`, `truncated`, `too_large`); a codec's own reason is only its `cause`.
 */
export async function decodeImage(bytes: Uint8Array, options: DecodeImageOptions = {}): Promise<RawImage> {
  return (await decodeImageFrames(bytes, options)).image;
}

/**
 * {@link decodeImage} that also reports an animated GIF's frame count and delays, so a caller can
 * write the strip's animation `.mcmeta`. Still images come back without `animation`.
 * @throws ImageDecodeError as {@link decodeImage}.
 */
export async function decodeImageFrames(bytes: Uint8Array, options: DecodeImageOptions = {}): Promise<DecodedImage> {
  const { filename, maxPixels } = { ...defaultDecodeImageOptions, ...options };
  const header = readImageHeader(bytes, filename);
  if (header.width * header.height > maxPixels) {
    throw new ImageDecodeError(
      "too_large",
      filename,
      `${header.width}x${header.height} exceeds the limit of ${pixelBudgetText(maxPixels)} pixels`,
    );
  }
  let image: RawImage;
  try {
    image = await decoders[header.format](bytes);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw error;
    if (error instanceof ImageFormatProblem) throw namedProblem(error, filename);
    // The header was fine, so the data after it is damaged. The codec's reason ("`unwrap_throw` failed"
    // from the PNG codec, a non-Error object from the JPEG one) says nothing to whoever picked the file.
    throw unexplained(filename, "its pixel data cannot be read", error);
  }
  if (image.width !== header.width || image.height !== header.height) {
    throw new ImageDecodeError(
      "corrupt",
      filename,
      `decoded size ${image.width}x${image.height} differs from the header's ${header.width}x${header.height}`,
    );
  }
  if (header.format !== "gif") return { image };
  const animation = named(filename, () => readGifAnimation(bytes));
  return animation.frameCount > 1 ? { image, animation } : { image };
}
